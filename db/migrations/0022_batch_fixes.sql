-- A manifest never changes once made (issue 19; 0017 refused UPDATE only). Here DELETE and late INSERT too:
--
-- * DELETE of a manifest or of one of its lines is refused while the manifest's organization exists. Deleting
--   the organization cascades (organizations -> manifests -> manifest_orders, and organizations -> orders ->
--   manifest_orders); those cascades run as AFTER triggers, once the parent row is already gone, so the checks
--   below find no organization (or no manifest) and let them through. pg_trigger_depth() cannot tell them apart:
--   a line deleted by `DELETE FROM manifests` or `DELETE FROM orders` is at depth 2 exactly like one deleted by
--   the organization's cascade. Orders are never deleted by the application (only with their organization), so
--   refusing to delete an order that is on a manifest refuses nothing the product does.
-- * INSERT of a line is refused unless the manifest row was made by the current transaction (or one of its
--   subtransactions: lib/manifests/create-manifest.ts runs as a savepoint inside the API's idempotent
--   transaction): a manifest is written whole, once. The row's xmin is widened to a full transaction id next to
--   the current one and asked of pg_xact_status, which answers 'in progress' for the current transaction and its
--   subtransactions (a row of another transaction still in progress is not visible here at all).
CREATE FUNCTION "manifests_no_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'manifests' THEN
		IF EXISTS (SELECT 1 FROM organizations WHERE id = OLD.organization_id) THEN
			RAISE EXCEPTION 'a manifest never changes once made (delete from manifests)' USING ERRCODE = 'restrict_violation';
		END IF;
	ELSIF EXISTS (SELECT 1 FROM manifests m JOIN organizations o ON o.id = m.organization_id WHERE m.id = OLD.manifest_id) THEN
		RAISE EXCEPTION 'a manifest never changes once made (delete from manifest_orders)' USING ERRCODE = 'restrict_violation';
	END IF;
	RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "manifests_no_delete" BEFORE DELETE ON "manifests" FOR EACH ROW EXECUTE FUNCTION "manifests_no_delete"();
--> statement-breakpoint
CREATE TRIGGER "manifest_orders_no_delete" BEFORE DELETE ON "manifest_orders" FOR EACH ROW EXECUTE FUNCTION "manifests_no_delete"();
--> statement-breakpoint
CREATE FUNCTION "manifest_orders_same_transaction"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	made xid;
	current_full bigint := pg_current_xact_id()::text::bigint;
	made_full bigint;
BEGIN
	SELECT xmin INTO made FROM manifests WHERE id = NEW.manifest_id;
	-- no manifest: the foreign key refuses the line with its own message
	IF made IS NULL THEN
		RETURN NEW;
	END IF;
	made_full := (current_full >> 32 << 32) | made::text::bigint;
	-- a visible xid is at most 2^31 behind the newest; one of our subtransactions is a little ahead of it
	IF made_full > current_full + 2147483648 THEN
		made_full := made_full - 4294967296;
	END IF;
	IF made_full < 0 OR pg_xact_status(made_full::text::xid8) IS DISTINCT FROM 'in progress' THEN
		RAISE EXCEPTION 'a manifest never changes once made (its lines are written with it)' USING ERRCODE = 'restrict_violation';
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "manifest_orders_same_transaction" BEFORE INSERT ON "manifest_orders" FOR EACH ROW EXECUTE FUNCTION "manifest_orders_same_transaction"();
--> statement-breakpoint
-- Batch rows are bought in row order, the oldest purchase first, whatever happened to their lease (issue 19): a row
-- whose runner died comes back before the rows after it that no runner touched yet (lib/batches/claim-rows.ts).
-- queued_at is the purchase's time, the same for every row of a batch; next_attempt_at stays the lease or backoff
-- (when the row may be taken), no longer the order.
ALTER TABLE "batch_rows" ADD COLUMN "queued_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "batch_rows" r SET "queued_at" = coalesce(b."purchase_requested_at", r."next_attempt_at", now())
FROM "batches" b WHERE b."id" = r."batch_id" AND r."state" = 'queued';
--> statement-breakpoint
DROP INDEX "batch_rows_queued_idx";
--> statement-breakpoint
CREATE INDEX "batch_rows_queued_idx" ON "batch_rows" USING btree ("queued_at","batch_id","row_number") WHERE "batch_rows"."state" = 'queued';
