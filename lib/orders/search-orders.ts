// The orders search box (GET /orders?q=, the dashboard's orders page): how a query becomes a SQL condition.
// Three roads, cheapest first:
//   - a UUID: the order id (primary key);
//   - one guide-or-tracking-looking word that names an order exactly: guide_number / provider_tracking_number /
//     return_tracking_number (their unique indexes), checked with one indexed lookup before the page query;
//   - anything else: every word must appear in orders.search_text (migration 0018_dashboard_day.sql: id,
//     reference, guide and tracking numbers, recipient name, phone digits, email, destination postal code;
//     lower-cased, without accents). lib/orders/list-orders.ts first checks the newest orders in date order (a
//     common word fills the page there); when they do not fill it, the likeliest-rare word goes through
//     `LIKE '%word%'` and the pg_trgm GIN index orders_search_trgm_idx, the others checked on its rows (indexWord).
// A phone written with spaces or dashes ("55 1234-5678") is searched as its digits.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { parseUuid } from '@/lib/text/uuid';

export type OrderSearch =
  | { kind: 'id'; id: string }
  | { kind: 'number'; value: string }
  | { kind: 'text'; words: readonly string[] };

const NUMBER_LIKE = /^[A-Za-z0-9-]{8,40}$/;
const PHONE_LIKE = /^\+?[\d\s().-]+$/;
const MAX_WORDS = 6;

/** Lower case without accents, as search_text is stored (the SQL translate() of migration 0018). */
export function normalizeSearchText(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The words of a text search (a phone-looking query is one word: its digits). */
export function searchWords(q: string): string[] {
  const digits = q.replace(/\D/g, '');
  // a Mexican number is 10 digits: "+52 55 1234 5678" finds the order saved as "55 1234 5678"
  if (PHONE_LIKE.test(q) && /\s|-|\(|\.|\+/.test(q) && digits.length >= 7) return [digits.length > 10 ? digits.slice(-10) : digits];
  const words = normalizeSearchText(q).split(' ').filter(Boolean);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * Decides the road for `q` (already trimmed and validated: 3..100 characters). An exact guide or tracking
 * number of this organization costs one unique-index lookup; otherwise the text road.
 */
export async function resolveOrderSearch(db: DbOrTx, organizationId: string, q: string): Promise<OrderSearch> {
  const id = parseUuid(q);
  if (id) return { kind: 'id', id: id.toLowerCase() };
  if (NUMBER_LIKE.test(q) && /\d/.test(q)) {
    const value = q.toUpperCase();
    const rows = await db.execute<{ found: number }>(sql`
      select 1 as found from orders
      where organization_id = ${organizationId}::uuid
        and (guide_number = ${value} or provider_tracking_number = ${value} or return_tracking_number = ${value})
      limit 1`);
    if (rows.length > 0) return { kind: 'number', value };
  }
  return { kind: 'text', words: searchWords(q) };
}

/** The WHERE condition of a resolved search (columns of `orders`, unqualified). */
export function searchCondition(search: OrderSearch): SQL {
  switch (search.kind) {
    case 'id':
      return sql`id = ${search.id}::uuid`;
    case 'number':
      return sql`(guide_number = ${search.value} or provider_tracking_number = ${search.value} or return_tracking_number = ${search.value})`;
    case 'text': {
      // One word goes to the trigram index, the rest are checked on the rows it returns (strpos cannot use the
      // index). Given every word, the GIN scan would read the posting lists of all their trigrams, and a common
      // word ("cliente", "maria") matches most of the table: that made a name search 4x slower in the bench.
      if (search.words.length === 0) return sql`false`;
      const indexed = indexWord(search.words);
      return sql.join(
        [
          sql`search_text like ${`%${escapeLike(indexed)}%`}`,
          ...search.words.filter((w) => w !== indexed).map((word) => sql`strpos(search_text, ${word}) > 0`),
        ],
        sql` and `,
      );
    }
  }
}

/**
 * The word most likely to be rare, to be looked up in the index: one with digits (a reference, a phone, a postal
 * code, part of a number) before letters only, then the longest (more trigrams, fewer matches).
 */
export function indexWord(words: readonly string[]): string {
  // pg_trgm finds nothing in a word of one or two characters (no trigram): such a word only ever goes last.
  const score = (w: string) => (w.length >= 3 ? 10_000 : 0) + (/\d/.test(w) ? 1000 : 0) + w.length;
  return words.reduce((best, w) => (score(w) > score(best) ? w : best), words[0]);
}

/**
 * Whether a word search reads the newest orders first (lib/orders/list-orders.ts) before the trigram index: yes
 * unless its index word is surely rare (five or more characters with a digit: part of a reference, a phone or a
 * number, which a handful of orders share). Names, cities and short numbers are common enough that the newest
 * thousand orders usually fill a page, and fetching every match through the index would cost more.
 */
export function walksFirst(search: OrderSearch): boolean {
  if (search.kind !== 'text' || search.words.length === 0) return false;
  const word = indexWord(search.words);
  return !(word.length >= 5 && /\d/.test(word));
}
