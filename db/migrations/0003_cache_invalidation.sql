-- Server processes keep API keys and tariffs in memory (lib/cache). Whoever changes them (dashboard, CLI,
-- plain SQL), PostgreSQL tells every process at commit through NOTIFY on "cache_invalidation", so a
-- revoked key stops working everywhere without waiting for a cache to expire.
CREATE FUNCTION notify_cache_invalidation() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  item text;
BEGIN
  IF TG_TABLE_NAME = 'api_keys' THEN
    item := 'api_key:' || CASE WHEN TG_OP = 'DELETE' THEN OLD.key_hash ELSE NEW.key_hash END;
    IF TG_OP = 'UPDATE' AND OLD.key_hash IS DISTINCT FROM NEW.key_hash THEN
      PERFORM pg_notify('cache_invalidation', 'api_key:' || OLD.key_hash);
    END IF;
  ELSIF TG_TABLE_NAME = 'organizations' THEN
    item := 'organization:' || CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
  ELSIF TG_TABLE_NAME = 'tariffs' THEN
    -- A default tariff (no organization) applies to every organization.
    item := 'tariffs:' || COALESCE(CASE WHEN TG_OP = 'DELETE' THEN OLD.organization_id ELSE NEW.organization_id END::text, '*');
    IF TG_OP = 'UPDATE' AND OLD.organization_id IS DISTINCT FROM NEW.organization_id THEN
      PERFORM pg_notify('cache_invalidation', 'tariffs:' || COALESCE(OLD.organization_id::text, '*'));
    END IF;
  END IF;
  PERFORM pg_notify('cache_invalidation', item);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only the columns an authenticated request reads: usage counts (written every 200 ms) notify nobody.
CREATE TRIGGER api_keys_cache_invalidation
  AFTER UPDATE OF key_hash, organization_id, scopes, expires_at, revoked_at OR DELETE ON api_keys
  FOR EACH ROW EXECUTE FUNCTION notify_cache_invalidation();
--> statement-breakpoint
-- Balances change on every order: only the per-key limit override is cached.
CREATE TRIGGER organizations_cache_invalidation
  AFTER UPDATE OF rate_limit_per_hour OR DELETE ON organizations
  FOR EACH ROW EXECUTE FUNCTION notify_cache_invalidation();
--> statement-breakpoint
CREATE TRIGGER tariffs_cache_invalidation
  AFTER INSERT OR UPDATE OR DELETE ON tariffs
  FOR EACH ROW EXECUTE FUNCTION notify_cache_invalidation();
