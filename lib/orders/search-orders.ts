// The orders search box (GET /orders?q=, the dashboard's orders page): how a query becomes a SQL condition.
// Three roads, cheapest first:
//   - a UUID: the order id (primary key);
//   - an exact number or reference: a one-word query holding a digit that is exactly the reference of one of the
//     organization's orders (any case; orders_org_reference_idx), or a guide-or-tracking-looking word that is one of
//     the numbers printed on a label (guide_number, provider_tracking_number, return_guide_number,
//     return_tracking_number: their unique indexes), checked with one indexed lookup before the page query; then the
//     page holds only those orders, so an exact match is never listed after a partial one (a phone that ends like the
//     reference's last digits, issue 32);
//   - anything else: words. Every query word must be the beginning of one of the order's search words
//     (orders.search_tokens, made by order_search_tokens of migration 0021_search_tokens.sql: the words of the
//     reference, names, email, guide and tracking numbers and postal code, and each phone's last ten digits, also
//     reversed so that a phone's end is found too). lib/orders/list-orders.ts first checks the newest orders in
//     date order (a common word fills the page there); when they do not fill it, the likeliest-rare word goes
//     through the GIN index orders_search_tokens_idx and the others are checked on its rows (indexWord).
// A phone written with spaces or dashes ("55 1234-5678") is searched as its digits.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { parseUuid } from '@/lib/platform/text/uuid';
import { estimatedMatches, searchWordStats, type SearchWordStats } from './search-word-stats';

export type OrderSearch =
  | { kind: 'id'; id: string }
  /** exact: `value` (upper case) one of the label's numbers, or `reference` (as typed) the reference, any case */
  | { kind: 'number'; value: string | null; reference: string | null }
  /** `indexed`: the word the GIN index looks up (indexWord); the others are checked on its rows */
  | { kind: 'text'; words: readonly string[]; indexed: string };

const NUMBER_LIKE = /^[A-Za-z0-9-]{8,40}$/;
const PHONE_LIKE = /^\+?[\d\s().-]+$/;
const MAX_WORDS = 6;
/** Where words split: spaces and ASCII punctuation, and a few Spanish marks (the class of migration 0021). */
export const SEARCH_SEPARATORS = /[\t-\r \u00a0!-/:-@[-`{-~¿¡«»“”‘’–—·]+/;
/** A word of digits this long or longer is also looked for at the end of the phones (their last digits). */
const PHONE_END_MIN_DIGITS = 4;

/** Without accents (NFD, combining marks dropped), lower case: the order_search_tokens steps of migration 0021. */
export function normalizeSearchText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]+/g, '')
    .toLowerCase();
}

/**
 * The words of a text search, split as the orders' words are. A phone-looking query is one word, its digits: the
 * last 10 when longer (a Mexican number), so "+52 81 2233 4455" finds the order saved as "81 2233 4455".
 */
export function searchWords(q: string): string[] {
  const digits = q.replace(/\D/g, '');
  const phoneLike = PHONE_LIKE.test(q) && (/[\s().+-]/.test(q) || /^52\d{10,11}$/.test(digits));
  if (phoneLike && digits.length >= 7) return [digits.length > 10 ? digits.slice(-10) : digits];
  const words = normalizeSearchText(q).split(SEARCH_SEPARATORS).filter(Boolean);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * Decides the road for `q` (already trimmed and validated: 3..100 characters). One word with a digit may be exact (a
 * reference, or a number printed on a label): one indexed lookup tells. Otherwise the text road, with no extra
 * lookup: a name has no digit, and "Cliente 45" (a name and a number, the bench's name search) is words; a
 * reference written with a space ("Pedido 16") is found by its words, without going first.
 */
export async function resolveOrderSearch(db: DbOrTx, organizationId: string, q: string): Promise<OrderSearch> {
  const id = parseUuid(q);
  if (id) return { kind: 'id', id: id.toLowerCase() };
  if (/\d/.test(q) && !/\s/.test(q)) {
    const exact: OrderSearch = { kind: 'number', value: NUMBER_LIKE.test(q) ? q.toUpperCase() : null, reference: q };
    const rows = await db.execute<{ found: number }>(sql`
      select 1 as found from orders where organization_id = ${organizationId}::uuid and ${searchCondition(exact)} limit 1`);
    if (rows.length > 0) return exact;
  }
  return textSearch(searchWords(q), await searchWordStats(db));
}

/** An exact search's condition: each part an index lookup (the numbers' unique indexes, orders_org_reference_idx). */
function exactCondition(search: { value: string | null; reference: string | null }): SQL {
  const parts: SQL[] = [];
  if (search.value !== null) {
    const v = search.value;
    parts.push(sql`guide_number = ${v} or provider_tracking_number = ${v} or return_guide_number = ${v} or return_tracking_number = ${v}`);
  }
  if (search.reference !== null) parts.push(sql`lower(internal_reference) = lower(${search.reference}::text)`);
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

/** A word search, with the word the index will look up chosen (indexWord). */
export function textSearch(words: readonly string[], stats?: SearchWordStats | null): OrderSearch {
  return { kind: 'text', words, indexed: words.length ? indexWord(words, stats) : '' };
}

/**
 * The tsquery text of one query word: any of the order's words that begins with it, and for a run of digits also a
 * phone that ends with it ('~' + the digits reversed, as migration 0021 stores them). A word holds no separator, so
 * no quote or backslash: the text is a valid tsquery and the word is matched literally.
 */
export function wordQuery(word: string): string {
  const begins = `'${word}':*`;
  if (!/^\d+$/.test(word) || word.length < PHONE_END_MIN_DIGITS) return begins;
  return `${begins} | '~${[...word].reverse().join('')}':*`;
}

/** The WHERE condition of a resolved search (columns of `orders`, unqualified). */
export function searchCondition(search: OrderSearch): SQL {
  switch (search.kind) {
    case 'id':
      return sql`id = ${search.id}::uuid`;
    case 'number':
      return exactCondition(search);
    case 'text': {
      // One word goes to the GIN index, the rest are checked on the rows it returns (written `(…) is true`, which
      // the planner cannot hand to the index). Given every word, the index would collect every order that has a
      // word starting like a common one ("cliente", "maria": most of the table) before intersecting.
      if (search.words.length === 0) return sql`false`;
      return sql.join(
        [
          sql`search_tokens @@ ${wordQuery(search.indexed)}::tsquery`,
          ...search.words.filter((w) => w !== search.indexed).map((word) => sql`(search_tokens @@ ${wordQuery(word)}::tsquery) is true`),
        ],
        sql` and `,
      );
    }
  }
}

/**
 * The word most likely to be rare, to be looked up in the index: by its shape, one with digits (a reference, a
 * phone, a postal code, part of a number) before letters only, then the longest (fewer words begin with it).
 * With PostgreSQL's statistics, a shape choice the index would return for over VERY_COMMON_MATCHES orders
 * ("cliente" in every order, a city) gives way to another word of two or more characters that the statistics put
 * under a tenth of it ("Cliente 45": 45, which took 70 ms through "cliente" at 100,000 orders). The statistics only
 * count common words, so a short word's figure is a floor: hence the tenth, and only against a word fetching that
 * many orders, where no other word can cost much more.
 */
export function indexWord(words: readonly string[], stats?: SearchWordStats | null): string {
  // a word of one or two characters begins a large share of all words: by shape, such a word only ever goes last
  const score = (w: string) => (w.length >= 3 ? 10_000 : 0) + (/\d/.test(w) ? 1000 : 0) + w.length;
  const byShape = words.reduce((best, w) => (score(w) > score(best) ? w : best), words[0]);
  if (!stats || words.length < 2) return byShape;
  const shapeMatches = estimatedMatches(stats, queryPrefixes(byShape));
  if (shapeMatches <= VERY_COMMON_MATCHES) return byShape;
  let rarest: { word: string; matches: number } | undefined;
  for (const word of words) {
    if (word === byShape || word.length < 2) continue;
    const matches = estimatedMatches(stats, queryPrefixes(word));
    if (!rarest || matches < rarest.matches || (matches === rarest.matches && score(word) > score(rarest.word))) rarest = { word, matches };
  }
  return rarest && rarest.matches < shapeMatches / 10 ? rarest.word : byShape;
}

/** Orders a word's index lookup would fetch past which indexWord looks for a rarer word among the others. */
export const VERY_COMMON_MATCHES = 10 * 1000;

/** Above this many estimated matches in the whole table, a word search reads the newest orders first. */
export const INDEX_ROAD_MAX_MATCHES = 1000;

/**
 * Whether a word search reads the newest orders first (lib/orders/list-orders.ts) before the index. Fetching every
 * match of a common word through the index and sorting them costs tens of milliseconds, while the newest thousand
 * orders usually fill a page with it; a rare word is cheaper straight through the index. With PostgreSQL's
 * statistics (lib/orders/search-word-stats.ts), a word of four characters or more is common when the index would
 * return more than INDEX_ROAD_MAX_MATCHES orders for it; a shorter one always walks (it begins too many words for
 * the statistics to count). Without statistics (a table never analysed), only a word of five or more characters
 * with a digit (part of a reference, a phone or a number) counts as rare.
 */
export function walksFirst(search: OrderSearch, stats?: SearchWordStats | null): boolean {
  if (search.kind !== 'text' || search.words.length === 0) return false;
  const word = search.indexed;
  if (stats && word.length >= 4) return estimatedMatches(stats, queryPrefixes(word)) > INDEX_ROAD_MAX_MATCHES;
  return !(word.length >= 5 && /\d/.test(word));
}

/** The stored words a query word matches the beginning of (wordQuery's alternatives, without the tsquery syntax). */
function queryPrefixes(word: string): string[] {
  if (!/^\d+$/.test(word) || word.length < PHONE_END_MIN_DIGITS) return [word];
  return [word, `~${[...word].reverse().join('')}`];
}
