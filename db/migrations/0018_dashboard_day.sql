-- Order search (issue 17.1, lib/orders/search-orders.ts): one lower-cased, accent-free text per order with every
-- field the search box matches (id, reference, guide and tracking numbers, recipient name (receiverName, else the
-- delivery contact), phone digits, email,
-- destination postal code), kept by PostgreSQL itself (a stored generated column), and a pg_trgm GIN index over it
-- so `search_text LIKE '%term%'` is an index lookup. pg_trgm ships with the embedded server and with Debian's
-- PostgreSQL; where a role may not create it, the migration goes on without the index and search still answers
-- (a scan of the organization's rows). Exact guide / tracking / id lookups use the existing unique indexes.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available (%): order search runs without its trigram index', SQLERRM;
END
$$;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (
  translate(lower(
    "id"::text
    || ' ' || coalesce("internal_reference", '')
    || ' ' || coalesce("guide_number", '')
    || ' ' || coalesce("provider_tracking_number", '')
    || ' ' || coalesce("return_guide_number", '')
    || ' ' || coalesce("return_tracking_number", '')
    || ' ' || coalesce("receiver_name", '')
    || ' ' || coalesce("delivery_address"->>'contactName', '')
    || ' ' || coalesce(regexp_replace("receiver_phone", '\D', '', 'g'), '')
    || ' ' || coalesce(regexp_replace("delivery_address"->>'contactPhone', '\D', '', 'g'), '')
    || ' ' || coalesce("delivery_address"->>'email', '')
    || ' ' || coalesce("delivery_address"->>'postalCode', '')
  ), 'áàäâãéèëêíìïîóòöôõúùüûñç', 'aaaaaeeeeiiiiooooouuuunc')
) STORED;--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX IF NOT EXISTS "orders_search_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops)';
  END IF;
END
$$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_org_service_created_idx" ON "orders" USING btree ("organization_id", "shipment_type", "created_at" DESC NULLS LAST, "id" DESC NULLS LAST);
