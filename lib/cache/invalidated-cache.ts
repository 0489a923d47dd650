// In-memory caches of rows that the hot paths read on every request (API keys, tariffs), kept honest by
// PostgreSQL: triggers on those tables NOTIFY "cache_invalidation" at commit (db/migrations/0003), and
// every server process LISTENs and drops what changed. A cache answers only while its process is
// listening: before the listener is up, or after it failed, every read goes to the database. When the
// listening connection comes back after a drop, every cache is emptied (changes may have been missed).
// Entries also expire after a short time, which bounds staleness if a connection dies without anyone
// noticing.
import type postgres from 'postgres';
import { getSql, onBeforeClose } from '@/db/client';
import { log } from '@/lib/log';

export const CACHE_INVALIDATION_CHANNEL = 'cache_invalidation';
const RETRY_LISTEN_MS = 5_000;

type Entry<V> = { value: V; expiresAt: number };

type ListenerState = { sql: postgres.Sql; ready: boolean; failedAt?: number };
let listener: ListenerState | undefined;
const caches = new Map<string, InvalidatedCache<unknown>>();

/** The process's caches answer only while this is true. */
function listening(): boolean {
  const sql = getSql();
  if (listener?.sql === sql) {
    if (listener.ready) return true;
    if (listener.failedAt === undefined || Date.now() - listener.failedAt < RETRY_LISTEN_MS) return false;
  }
  const state: ListenerState = { sql, ready: false };
  listener = state;
  sql
    .listen(CACHE_INVALIDATION_CHANNEL, dispatch, () => {
      // First listen and every re-listen after a lost connection: what was missed is unknown.
      clearAllCaches();
      if (listener === state) state.ready = true;
    })
    .catch((error: unknown) => {
      state.ready = false;
      state.failedAt = Date.now();
      log.warn('cache invalidation listener failed; caches are bypassed', { error });
    });
  return false;
}

function dispatch(payload: string): void {
  const colon = payload.indexOf(':');
  const kind = colon === -1 ? payload : payload.slice(0, colon);
  const key = colon === -1 ? '' : payload.slice(colon + 1);
  for (const cache of caches.values()) cache.onInvalidation(kind, key);
}

function clearAllCaches(): void {
  for (const cache of caches.values()) cache.clear();
}

onBeforeClose(async () => {
  listener = undefined;
  clearAllCaches();
});

export type CacheOptions = {
  /** the cache's name in logs and tests */
  name: string;
  ttlMs: number;
  maxEntries: number;
  /**
   * What a notification means for this cache: the key to drop, 'all', or nothing. Payloads are
   * `<kind>:<key>` as written by notify_cache_invalidation().
   */
  invalidates: (kind: string, key: string) => string | 'all' | null;
};

export class InvalidatedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  /** bumped by every invalidation, so a read that raced one is not stored */
  private version = 0;

  constructor(private readonly options: CacheOptions) {
    caches.set(options.name, this as InvalidatedCache<unknown>);
  }

  /** The cached value, or the loader's (stored when nothing was invalidated while it ran). */
  async get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const usable = listening();
    if (usable) {
      const entry = this.entries.get(key);
      if (entry && entry.expiresAt > Date.now()) return entry.value;
      if (entry) this.entries.delete(key);
    }
    const version = this.version;
    const value = await load();
    if (usable && value !== undefined && version === this.version) this.store(key, value);
    return value;
  }

  delete(key: string): void {
    this.version++;
    this.entries.delete(key);
  }

  clear(): void {
    this.version++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  onInvalidation(kind: string, key: string): void {
    const target = this.options.invalidates(kind, key);
    if (target === 'all') this.clear();
    else if (target !== null) this.delete(target);
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
