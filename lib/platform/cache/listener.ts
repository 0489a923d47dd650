// The one LISTEN connection of a server process for the caches of lib/platform/cache, and the confirmation that a change
// reached every process. PostgreSQL NOTIFYs "cache_invalidation" at the commit of every change to a cached row
// (db/migrations/0003, 0025); each process drops what changed when it hears it.
//
// Hearing is asynchronous, so the act that made a change (a revocation in a server action, say) could answer
// while another process, or another copy of this module in the same process, still served the old row: Next.js
// loads a module once per bundle (route handlers, server actions, instrumentation), each with its own memory,
// and the production server runs several worker processes (scripts/serve.ts). Hence:
// - the state below (listener, caches, pending confirmations) lives on globalThis, one per process, shared by
//   every copy of the module: a copy that drops an entry drops it for all;
// - after its commit, the acting process calls confirmCacheInvalidation(): it sends a request to confirm over the
//   same channel, which every listening process (of every instance on this database) hears after the change's own
//   notification, because PostgreSQL delivers notifications in commit order, and answers on the asker's channel.
//   The listeners are the connections named `envios-cache:v2:<id>` in pg_stat_activity (named only after LISTEN).
//   The `v2` is the version of this protocol: only listeners of the same version are waited for, so during a
//   rolling deploy the processes of a build that does not answer `confirm:` (or answers otherwise) do not hold
//   every act until the timeout. A change to what a listener must answer takes a new version.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { onBeforeClose } from '@/db/client';
import { getDatabaseUrl, hasProcessDatabase, preparedStatementsEnabled } from '@/lib/platform/db';
import { config } from '@/lib/platform/config';
import { log } from '@/lib/platform/log';
import { runOutsideRequest } from '@/lib/platform/log/context';

export const CACHE_INVALIDATION_CHANNEL = 'cache_invalidation';
const RETRY_LISTEN_MS = 1_000;
/** The version of the confirmation protocol, in every listener's application_name (see the top of this file). */
export const CACHE_PROTOCOL_VERSION = 'v2';
const LISTENER_NAME_PREFIX = `envios-cache:${CACHE_PROTOCOL_VERSION}:`;
const CONFIRM_KIND = 'confirm';

/** One cache's memory, shared by every copy of the module that declares a cache of that name. */
export type CacheState = {
  entries: Map<string, { value: unknown; expiresAt: number }>;
  /** bumped by every invalidation, so a read that raced one is not stored */
  version: number;
  invalidates: (kind: string, key: string) => string | 'all' | null;
};

type ListenerState = {
  id: string;
  url: string;
  client: postgres.Sql;
  ready: boolean;
  stopped: boolean;
  retrying: boolean;
  whenReady: Array<() => void>;
};
type Confirmation = { acked: Set<string>; expected?: Set<string>; done: () => void };
type Shared = { listener?: ListenerState; caches: Map<string, CacheState>; confirmations: Map<string, Confirmation> };

const shared: Shared = ((globalThis as { [key: symbol]: Shared | undefined })[Symbol.for('envios.cache')] ??= {
  caches: new Map(),
  confirmations: new Map(),
});

/** Every cache of the process, by name. */
export const cacheStates = shared.caches;

const answerChannel = (listenerId: string) => `cache_confirm_${listenerId}`;

function clearAllCaches(): void {
  for (const cache of cacheStates.values()) {
    cache.version++;
    cache.entries.clear();
  }
}

function dispatch(payload: string): void {
  const colon = payload.indexOf(':');
  const kind = colon === -1 ? payload : payload.slice(0, colon);
  const key = colon === -1 ? '' : payload.slice(colon + 1);
  for (const cache of cacheStates.values()) {
    const target = cache.invalidates(kind, key);
    if (target === null) continue;
    cache.version++;
    if (target === 'all') cache.entries.clear();
    else cache.entries.delete(target);
  }
}

function settle(confirmation: Confirmation): void {
  if (confirmation.expected && [...confirmation.expected].every((id) => confirmation.acked.has(id))) confirmation.done();
}

/**
 * A connection of its own that LISTENs. It is marked not ready the moment it closes (caches are then bypassed),
 * LISTENs again every second until that works, and empties every cache when it does (what changed meanwhile is
 * unknown).
 */
function startListener(url: string): ListenerState {
  const state = {
    id: randomBytes(8).toString('hex'),
    url,
    ready: false,
    stopped: false,
    retrying: false,
    whenReady: [],
  } as unknown as ListenerState;
  const listen = () => {
    state.retrying = false;
    if (state.stopped) return;
    // LISTEN, then the name confirmations look for: a named connection hears everything committed after it.
    const statements = `listen ${CACHE_INVALIDATION_CHANNEL}; listen ${answerChannel(state.id)}; select set_config('application_name', '${LISTENER_NAME_PREFIX}${state.id}', false)`;
    state.client
      .unsafe(statements)
      .simple()
      .then(
        () => {
          clearAllCaches();
          state.ready = !state.stopped;
          for (const resolve of state.whenReady.splice(0)) resolve();
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
  // Asked to confirm: everything committed before the request has been handled above (delivery is in commit order).
  const confirm = (payload: string) => {
    const [token, asker] = payload.split(':');
    if (!token || !asker || !/^[0-9a-f]+$/.test(asker)) return;
    state.client.unsafe('select pg_notify($1, $2)', [answerChannel(asker), `${token}:${state.id}`]).catch((error: unknown) => {
      log.warn('cache invalidation: could not confirm a change', { error });
    });
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
      if (channel === answerChannel(state.id)) {
        const [token, listenerId] = payload.split(':');
        const confirmation = shared.confirmations.get(token);
        if (confirmation && listenerId) {
          confirmation.acked.add(listenerId);
          settle(confirmation);
        }
      } else if (channel === CACHE_INVALIDATION_CHANNEL) {
        if (payload.startsWith(`${CONFIRM_KIND}:`)) confirm(payload.slice(CONFIRM_KIND.length + 1));
        else dispatch(payload);
      }
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

function stopListener(state: ListenerState): void {
  state.stopped = true;
  state.ready = false;
  for (const resolve of state.whenReady.splice(0)) resolve();
  void state.client.end({ timeout: 1 }).catch(() => {});
}

/** The process's listener on the current database, started on first use; undefined when caches are off. */
function currentListener(): ListenerState | undefined {
  // Behind a transaction-mode pooler (DATABASE_PREPARE=false) no notification would ever arrive. A process with no
  // process-wide database (a script or test handing its own connection to a domain function) caches nothing and
  // cannot ask: the servers still drop the change when its commit's notification reaches them.
  if (!preparedStatementsEnabled() || !hasProcessDatabase()) return undefined;
  const url = getDatabaseUrl();
  if (shared.listener?.url !== url) {
    if (shared.listener) stopListener(shared.listener);
    // first started by some request; its reconnections and warnings belong to no request
    shared.listener = runOutsideRequest(() => startListener(url));
  }
  return shared.listener;
}

/** The process's caches answer only while this is true. */
export function listening(): boolean {
  return currentListener()?.ready ?? false;
}

onBeforeClose(async () => {
  if (shared.listener) stopListener(shared.listener);
  shared.listener = undefined;
  clearAllCaches();
});

/**
 * Returns once every process listening on this database (every worker of every instance running this protocol
 * version) has dropped what every change committed before the call invalidated, or after `timeoutMs`
 * (CACHE_CONFIRM_TIMEOUT_MS, lib/platform/config.ts: 2 s unless set; docs/decisions.md, "API keys, tariffs…"), with a
 * warning (a process that does not answer is stuck or lost its connection without noticing: its entries still
 * expire, 10 s for keys). Call it
 * after the commit of a change to a cached row and before answering, so the change holds everywhere once the
 * act answers. Nothing to wait for when the caches are off.
 */
export async function confirmCacheInvalidation(timeoutMs?: number): Promise<void> {
  const state = currentListener();
  // No listener (a command-line process such as the launcher's seeding): nothing to wait for, and no need to read the
  // server's configuration, which such a process may not have.
  if (!state) return;
  const deadline = Date.now() + (timeoutMs ?? config().CACHE_CONFIRM_TIMEOUT_MS);
  let timer: NodeJS.Timeout | undefined;
  const until = <T>(promise: Promise<T>) =>
    Promise.race([
      promise,
      new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), Math.max(0, deadline - Date.now())))),
    ]).finally(() => clearTimeout(timer));
  if (!state.ready && (await until(new Promise<void>((resolve) => state.whenReady.push(resolve)))) === 'timeout') {
    // This process hears nothing yet, so it cannot ask; the others still drop the change when they hear it.
    log.warn('cache invalidation: no listening connection to confirm a change with', { timeoutMs });
    return;
  }
  const token = randomBytes(8).toString('hex');
  let done!: () => void;
  const confirmed = new Promise<void>((resolve) => (done = resolve));
  const confirmation: Confirmation = { acked: new Set(), done };
  shared.confirmations.set(token, confirmation);
  try {
    // (text, not an array: this connection does not read the array types)
    const [row] = await state.client.unsafe<{ listeners: string }[]>(
      `select coalesce((select string_agg(substr(application_name, $3), ',') from pg_stat_activity
                        where datname = current_database() and application_name like $4), '') as listeners,
              pg_notify($1, $2)`,
      [CACHE_INVALIDATION_CHANNEL, `${CONFIRM_KIND}:${token}:${state.id}`, LISTENER_NAME_PREFIX.length + 1, `${LISTENER_NAME_PREFIX}%`],
    );
    confirmation.expected = new Set(row.listeners.split(',').filter(Boolean));
    settle(confirmation);
    if ((await until(confirmed)) === 'timeout') {
      const missing = [...confirmation.expected].filter((id) => !confirmation.acked.has(id)).length;
      log.warn('cache invalidation: not every server process confirmed a change in time; their entries expire on their own', {
        missing,
        timeoutMs,
      });
    }
  } catch (error) {
    log.warn('cache invalidation: could not ask the other processes to confirm a change', { error });
  } finally {
    shared.confirmations.delete(token);
  }
}
