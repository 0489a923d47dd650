// How many orders a search word would fetch through the GIN index, from PostgreSQL's own statistics of
// orders.search_tokens: ANALYZE keeps the most common words of the column (pg_stats.most_common_elems, up to ten
// times the statistics target) with the share of rows holding each. A year in every reference, a postal code the
// merchant ships to every day or a common name is among them; a piece of a number or a rare surname is not.
// lib/orders/search-orders.ts (walksFirst) reads the newest orders first for a word estimated common, and goes
// straight to the index for one estimated rare. Read once per process and again every STATS_TTL_MS; before the
// first ANALYZE there are none, and the word's shape decides (docs/dashboard.md, "Search").
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { log } from '@/lib/platform/log';

export type SearchWordStats = { rows: number; words: readonly string[]; shares: readonly number[] };

export const STATS_TTL_MS = 5 * 60_000;

let cached: { at: number; stats: Promise<SearchWordStats | null> } | undefined;

export async function loadSearchWordStats(db: DbOrTx): Promise<SearchWordStats | null> {
  const [row] = await db.execute<{ rows: number | null; words: string[] | null; shares: number[] | null }>(sql`
    select (select reltuples from pg_class where oid = 'orders'::regclass)::float8 as rows,
           most_common_elems::text::text[] as words, most_common_elem_freqs::float8[] as shares
    from pg_stats
    where schemaname = current_schema() and tablename = 'orders' and attname = 'search_tokens'`);
  if (!row?.words || !row.shares || !row.rows || row.rows <= 0) return null;
  // the shares array ends with three more numbers (the lowest and highest share and the share of null rows)
  return { rows: row.rows, words: row.words, shares: row.shares.slice(0, row.words.length) };
}

/** The statistics, at most STATS_TTL_MS old; a failed read counts as none until the next one. */
export function searchWordStats(db: DbOrTx, now = Date.now()): Promise<SearchWordStats | null> {
  if (!cached || now - cached.at > STATS_TTL_MS) {
    cached = {
      at: now,
      stats: loadSearchWordStats(db).catch((error) => {
        // the searches still answer, each road chosen by the word's shape, until the next read
        log.warn('order search: could not read the search words statistics (pg_stats), choosing roads by shape', { error });
        return null;
      }),
    };
  }
  return cached.stats;
}

/** Tests: forget the statistics read so far. */
export function resetSearchWordStats(): void {
  cached = undefined;
}

/**
 * Orders the index would return for tsquery prefixes `prefixes` (a word, and for digits also the reversed phone
 * ending): the table's rows times the shares of the common words that begin with one of them. Words below the
 * common list add nothing, so a short prefix of many rare words is underestimated: callers ask only for words of
 * four characters or more.
 */
export function estimatedMatches(stats: SearchWordStats, prefixes: readonly string[]): number {
  let share = 0;
  for (let i = 0; i < stats.words.length; i++) {
    const word = stats.words[i];
    if (prefixes.some((p) => word.startsWith(p))) share += stats.shares[i];
  }
  return Math.round(Math.min(1, share) * stats.rows);
}
