// In-memory caches of rows that the hot paths read on every request (API keys, tariffs, notice switches), kept
// honest by PostgreSQL: triggers on those tables NOTIFY "cache_invalidation" at commit (db/migrations/0003,
// 0025), and every server process LISTENs and drops what changed (./listener.ts). A cache answers only while
// its process is listening: before the listener is up, after its connection closed, or while it cannot
// reconnect, every read goes to the database. When the listening connection comes back, every cache is emptied
// (changes may have been missed). A cache's memory is one per process, whichever copy of this module (one per
// Next.js bundle) declared it, and the act that changes a cached row waits, with `invalidate` or
// confirmCacheInvalidation, until every listening process has dropped it, so the change holds everywhere once
// the act answers.
// Entries also expire after a short time, which bounds staleness if a connection dies without anyone noticing.
import { cacheStates, confirmCacheInvalidation, listening, type CacheState } from './listener';

export { CACHE_INVALIDATION_CHANNEL, confirmCacheInvalidation } from './listener';

export type CacheOptions = {
  /** the cache's name in logs and tests; copies of a module declaring the same name share one memory */
  name: string;
  ttlMs: number;
  maxEntries: number;
  /**
   * What a notification means for this cache: the key to drop, 'all', or nothing. Payloads are
   * `<kind>:<key>` as written by notify_cache_invalidation().
   */
  invalidates: (kind: string, key: string) => string | 'all' | null;
};

type Entry<V> = { value: V; expiresAt: number };

export class InvalidatedCache<V> {
  private readonly state: CacheState;

  constructor(private readonly options: CacheOptions) {
    const state = cacheStates.get(options.name) ?? { entries: new Map(), version: 0, invalidates: options.invalidates };
    state.invalidates = options.invalidates;
    cacheStates.set(options.name, state);
    this.state = state;
  }

  private get entries(): Map<string, Entry<V>> {
    return this.state.entries as Map<string, Entry<V>>;
  }

  /** The cached value, or the loader's (stored when nothing was invalidated while it ran). */
  async get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const usable = listening();
    if (usable) {
      const entry = this.entries.get(key);
      if (entry && entry.expiresAt > Date.now()) return entry.value;
      if (entry) this.entries.delete(key);
    }
    const version = this.state.version;
    const value = await load();
    if (usable && value !== undefined && version === this.state.version) this.store(key, value);
    return value;
  }

  /** Drops `key` in this process at once (every process drops it when the commit's notification arrives). */
  delete(key: string): void {
    this.state.version++;
    this.entries.delete(key);
  }

  /**
   * After the commit of a change to `key`'s row: drops it here and returns once every listening process has
   * dropped it too (./listener.ts confirmCacheInvalidation), so the act that made the change answers after it
   * holds everywhere.
   */
  async invalidate(key: string): Promise<void> {
    this.delete(key);
    await confirmCacheInvalidation();
  }

  clear(): void {
    this.state.version++;
    this.entries.clear();
  }

  /** Whether `key` would be answered from memory now (tests). */
  has(key: string): boolean {
    const entry = this.entries.get(key);
    return listening() && entry !== undefined && entry.expiresAt > Date.now();
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, value: V): void {
    // Oldest first: a Map iterates in insertion order, and a re-stored key moves to the end.
    this.entries.delete(key);
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt: Date.now() + this.options.ttlMs });
  }
}
