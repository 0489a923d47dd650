-- The orders search index (migration 0021) without GIN's pending list. With fastupdate on (PostgreSQL's default),
-- each new order's words wait in an unsorted list that every search reads in full until a vacuum, or an insert that
-- finds the list over 4 MB (about 16,000 orders), moves them into the index; that insert pays for the whole move.
-- Measured on 100,000 orders (docs/performance.md, "The search index's pending list"): 3,000 orders waiting made
-- a name search cost 0.96 ms in the database instead of 0.27 ms, while writing the words straight into the index
-- costs about 0.04 ms more per insert. A search's time stays the same all day; no insert pays for the others.
-- ALTER keeps the index (no rebuild); the entries already waiting are moved in at once.
ALTER INDEX "orders_search_tokens_idx" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('orders_search_tokens_idx'::regclass);
