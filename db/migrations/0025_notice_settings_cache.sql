-- Recipient notice settings join the in-memory caches (lib/notifications/notice-switches.ts): every order creation
-- and status change asks whether the organization notifies anyone, and a change to its settings row, whoever makes
-- it, now tells every process at commit, as API keys, organizations and tariffs already do (migration 0003).
-- The function is migration 0003's with one more table.
CREATE OR REPLACE FUNCTION notify_cache_invalidation() RETURNS trigger LANGUAGE plpgsql AS $$
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
  ELSIF TG_TABLE_NAME = 'recipient_notification_settings' THEN
    item := 'recipient_settings:' || CASE WHEN TG_OP = 'DELETE' THEN OLD.organization_id ELSE NEW.organization_id END;
  END IF;
  PERFORM pg_notify('cache_invalidation', item);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER recipient_notification_settings_cache_invalidation
  AFTER INSERT OR UPDATE OR DELETE ON recipient_notification_settings
  FOR EACH ROW EXECUTE FUNCTION notify_cache_invalidation();
