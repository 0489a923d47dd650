-- Order search by words instead of substrings (lib/orders/search-orders.ts is the query side; docs/dashboard.md,
-- "Search", says why). The trigram index of migration 0018 matched any three characters anywhere, and digits have
-- only 1,000 trigrams, held by almost every order (zero-padded numbers, phones, the id's hex digits): a search for
-- a number read posting lists that grow with the whole table (docs/performance.md, "Scale"). Each order now
-- carries the set of its search words, and a query word matches the beginning of one of them:
--   - the words of the reference, the recipient's name, the delivery contact's name, the email, each guide and
--     tracking number (sale and return) and the postal code: accents removed (Unicode NFD, then the combining
--     marks dropped), lower case, split at spaces and ASCII punctuation (the same steps as normalizeSearchText and
--     SEARCH_SEPARATORS in lib/orders/search-orders.ts);
--   - the last ten digits of each phone (a Mexican number without +52), and the same digits reversed behind '~'
--     ('~5544…'), so that a phone's last digits are also the beginning of a word.
-- The function is one SELECT of immutable built-in functions with no FROM (no concat_ws: it is only stable, and
-- translate() over a list of accented letters cost three times what normalize() does), so PostgreSQL inlines it
-- into the generated column's expression, and a dump restored with an empty search_path still finds everything it
-- calls (pg_catalog comes first in every search path).
CREATE OR REPLACE FUNCTION order_search_tokens(
  id uuid, reference text, guide text, tracking text, return_guide text, return_tracking text,
  receiver_name text, receiver_phone text, delivery jsonb
) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT array_to_tsvector(array_remove(array_remove(array_remove(
    regexp_split_to_array(
      lower(regexp_replace(normalize(
        coalesce(reference, '') || ' ' || coalesce(receiver_name, '') || ' ' || coalesce(delivery->>'contactName', '')
        || ' ' || coalesce(delivery->>'email', '') || ' ' || coalesce(guide, '') || ' ' || coalesce(tracking, '')
        || ' ' || coalesce(return_guide, '') || ' ' || coalesce(return_tracking, '') || ' ' || coalesce(delivery->>'postalCode', ''),
        NFD), '[\u0300-\u036f]+', '', 'g')),
      '[\x09-\x0d\x20\xa0\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e¿¡«»“”‘’–—·]+')
    || ARRAY[
      right(regexp_replace(receiver_phone, '\D', '', 'g'), 10),
      '~' || reverse(right(regexp_replace(receiver_phone, '\D', '', 'g'), 10)),
      right(regexp_replace(delivery->>'contactPhone', '\D', '', 'g'), 10),
      '~' || reverse(right(regexp_replace(delivery->>'contactPhone', '\D', '', 'g'), 10))
    ],
  NULL), ''), '~'))
$fn$;--> statement-breakpoint
DROP INDEX IF EXISTS "orders_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN IF EXISTS "search_text";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_tokens" tsvector GENERATED ALWAYS AS (order_search_tokens("id", "internal_reference", "guide_number", "provider_tracking_number",
    "return_guide_number", "return_tracking_number", "receiver_name", "receiver_phone", "delivery_address")) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_search_tokens_idx" ON "orders" USING gin ("search_tokens");
