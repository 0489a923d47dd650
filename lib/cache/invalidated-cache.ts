// In-memory caches of rows that the hot paths read on every request (API keys, tariffs), kept honest by
// PostgreSQL: triggers on those tables NOTIFY "cache_invalidation" at commit (db/migrations/0003), and
// every server process LISTENs and drops what changed. A cache answers only while its process is
// listening: before the listener is up, after its connection closed, or while it cannot reconnect, every
// read goes to the database. When the listening connection comes back, every cache is emptied (changes
// may have been missed).
// Entries also expire after a short time, which bounds staleness if a connection dies without anyone
// noticing.
import postgres from 'postgres';
import { getDatabaseUrl, onBeforeClose, preparedStatementsEnabled } from '@/db/client';
import { log } from '@/lib/log';
import { runOutsideRequest } from '@/lib/log/context';

export const CACHE_INVALIDATION_CHANNEL = 'cache_invalidation';
const RETRY_LISTEN_MS = 1_000;

type Entry<V> = { value: V; expiresAt: number };

type ListenerState = { url: string; client: postgres.Sql; ready: boolean; stopped: boolean; retrying: boolean };
let listener: ListenerState | undefined;
const caches = new Map<string, InvalidatedCache<unknown>>();

/**
 * A connection of its own that LISTENs. It is marked not ready the moment it closes (caches are then
 * bypassed), LISTENs again every second until that works, and empties every cache when it does (what
 * changed meanwhile is unknown).
 */
function startListener(url: string): ListenerState {
  const state = { url, ready: false, stopped: false, retrying: false } as ListenerState;
  const listen = () => {
    state.retrying = false;
    if (state.stopped) return;
    state.client.unsafe(`listen ${CACHE_INVALIDATION_CHANNEL}`).then(
      () => {
        clearAllCaches();
        state.ready = !state.stopped;
      },
      (error: unknown) => {
        log.warn('cache invalidation listener failed; caches are bypassed until it is back', { error });
        retry();
      },
    );
  };
  const retry = () => {
    if (state.stopped || state.retrying) return;
    state.retrying = true;
    setTimeout(listen, RETRY_LISTEN_MS).unref?.();
  };
  // `onnotify` is postgres.js's own hook for NOTIFY messages on a connection (not in its types).
  const options = {
    max: 1,
    idle_timeout: 0,
    max_lifetime: 0,
    connect_timeout: 10,
    fetch_types: false,
    onnotice: () => {},
    onnotify: (channel: string, payload: string) => {
      if (channel === CACHE_INVALIDATION_CHANNEL) dispatch(payload);
    },
    onclose: () => {
      state.ready = false;
      retry();
    },
  };
  state.client = postgres(url, options as postgres.Options<Record<string, never>>);
  listen();
  return state;
}

/** The process's caches answer only while this is true. */
function listening(): boolean {
  // Behind a transaction-mode pooler (DATABASE_PREPARE=false) no notification would ever arrive.
  if (!preparedStatementsEnabled()) return false;
  const url = getDatabaseUrl();
  if (listener?.url !== url) {
    if (listener) stopListener(listener);
    // first started by some request; its reconnections and warnings belong to no request
    listener = runOutsideRequest(() => startListener(url));
  }
  return listener.ready;
}

function stopListener(state: ListenerState): void {
  state.stopped = true;
  state.ready = false;
  void state.client.end({ timeout: 1 }).catch(() => {});
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
  if (listener) stopListener(listener);
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
