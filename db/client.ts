// The one database handle of the process: postgres.js pool + Drizzle, created on first use from the settings an entry
// point installed (configureDatabase: db/ reads no environment and imports nothing from lib/; lib/platform/db.ts installs
// those of lib/platform/config.ts).
import postgres from 'postgres';
import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import * as schema from './schema';

export type Db = PostgresJsDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A domain function takes either the database or an open transaction. */
export type DbOrTx = Db | Tx;

type Handle = { db: Db; sql: postgres.Sql; url: string };
const globalForDb = globalThis as unknown as {
  __enviosDb?: Handle;
  __enviosCounters?: { sql: postgres.Sql; url: string };
  __enviosStatementHook?: StatementHook;
  __enviosDbSettings?: DatabaseSettings;
};

/**
 * What the pools are made from: DATABASE_URL, DATABASE_POOL_MAX, DATABASE_PREPARE and DATABASE_COUNTER_POOL_MAX,
 * validated by lib/platform/config.ts (databaseSettings) and handed here by the entry point.
 */
export type DatabaseSettings = {
  /** The process-wide database; undefined: this process has none (a CLI command or a script with its own connection). */
  url: string | undefined;
  /** Connections per pool unless a pool asks otherwise (DATABASE_POOL_MAX). */
  poolMax: number;
  /** Connections of the usage-counter pool (DATABASE_COUNTER_POOL_MAX). */
  counterPoolMax: number;
  /** Named prepared statements (DATABASE_PREPARE). */
  prepare: boolean;
};

/**
 * Installs the settings of every pool opened from now on: called once before the first getDb() by each entry point
 * (lib/platform/db.ts for lib/, app/ and the CLI; tests/setup-database.ts; scripts/, bench/ and e2e/ that open their
 * own). Kept on globalThis so every bundle Next.js builds sees the one the process installed. A pool already open on
 * the same URL stays as it is; another URL opens a new one on the next call, as the tests that move their database do.
 */
export function configureDatabase(settings: DatabaseSettings): void {
  globalForDb.__enviosDbSettings = { ...settings };
}

/** Whether an entry point installed the settings (configureDatabase). */
export function databaseConfigured(): boolean {
  return globalForDb.__enviosDbSettings !== undefined;
}

function settings(): DatabaseSettings {
  const installed = globalForDb.__enviosDbSettings;
  if (!installed) {
    throw new Error(
      'La base de datos no está configurada: llama a configureDatabase() (db/client.ts) antes del primer getDb(); lib/, app/ y la CLI usan getDb() de lib/platform/db.ts, que la configura desde lib/platform/config.ts.',
    );
  }
  return installed;
}

/**
 * What wraps each statement a pool or transaction sends, when installed: db/ knows no tracer, tracing installs
 * one at start-up (lib/platform/observability/statement-spans.ts, before any pool opens). Kept on globalThis so every
 * bundle Next.js builds sees the one the process installed.
 */
export type StatementHook = {
  /** Proxy traps for a postgres.js client: its tagged-template calls produce wrapped queries. */
  traps<T extends postgres.Sql | postgres.TransactionSql>(): ProxyHandler<T>;
  /** Wraps one query (`text`: its statement text, asked only when needed). */
  query<T>(query: T, text: () => string): T;
};
export function installStatementHook(hook: StatementHook | undefined): void {
  globalForDb.__enviosStatementHook = hook;
}

/**
 * Named prepared statements (the default). DATABASE_PREPARE=false sends every statement unnamed, for a
 * pooler in transaction mode (PgBouncer), where a statement prepared on one server connection is unknown
 * on the next. Such a pooler also cannot deliver LISTEN notifications, so the caches of lib/platform/cache stay off.
 */
export const preparedStatementsEnabled = () => settings().prepare;

/**
 * How a pool behaves when the database is down or unreachable: every request must fail within 5 s (a 503
 * service_unavailable, lib/http/with-request.ts), never hang. postgres.js's connect_timeout runs from the
 * TCP connect until the server's first ReadyForQuery, so it also bounds a server that accepts the connection
 * but never answers the start-up handshake. Its default reconnect backoff grows to 20 s after repeated
 * failures and is waited out by the next query before it even tries, so an outage would cost each request
 * that long (and recovery too): here it stays under half a second. Requests drive every attempt, so a down
 * database sees at most one connect per waiting query.
 */
export const CONNECT_TIMEOUT_SECONDS = 3;
const MAX_RECONNECT_DELAY_SECONDS = 0.5;
export const outageOptions = {
  connect_timeout: CONNECT_TIMEOUT_SECONDS,
  backoff: (retries: number) => Math.min(0.05 * retries, MAX_RECONNECT_DELAY_SECONDS),
} satisfies postgres.Options<Record<string, never>>;

/**
 * postgres.js reads the array types (text[], uuid[], ...) as the first statement of every new connection and
 * drops that promise, so a connection that dies right then (a database crash or restart: exactly when pools
 * reconnect) raises an unhandled rejection (porsager/postgres#1192, #1223). The types are the same for every
 * connection of a pool and are kept in its shared options, so only the pool's first connection reads them:
 * `fetch_types`, which each connection reads when it opens, stays true only until they are known.
 */
function fetchTypesOnce(sql: postgres.Sql): postgres.Sql {
  const options = sql.options as unknown as { fetch_types: boolean; shared: { typeArrayMap: Record<number, number> } };
  if (options.fetch_types) {
    Object.defineProperty(options, 'fetch_types', { get: () => Object.keys(options.shared.typeArrayMap).length === 0 });
  }
  return sql;
}

/** Every pool of the process: prepared statements (unless turned off), outage timings, types read once. */
function createPool(url: string, options: postgres.Options<Record<string, never>>): postgres.Sql {
  return fetchTypesOnce(
    postgres(url, {
      max: settings().poolMax,
      prepare: preparedStatementsEnabled(),
      idle_timeout: 30,
      ...outageOptions,
      onnotice: () => {},
      ...options,
    }),
  );
}

export function createDb(url: string, options: postgres.Options<Record<string, never>> = {}): Handle {
  const sql = createPool(url, options);
  return { db: drizzle(preparedStatements(sql), { schema }), sql, url };
}

type Callback = (sql: postgres.TransactionSql) => unknown;

/**
 * The client Drizzle talks through, with every statement prepared. Drizzle asks postgres.js for an
 * unnamed statement unless a query was given a name, and postgres.js then spends two round trips on
 * each query that has parameters (describe, then execute). A named statement is described once per
 * connection and then executed in one round trip, which halves the database waits of every request.
 * Our statements are few and fixed in shape, so the per-connection statement cache stays small.
 * (Behind PgBouncer in transaction mode, set DATABASE_PREPARE=false.)
 */
function preparedStatements<T extends postgres.Sql | postgres.TransactionSql>(client: T): T {
  const prepare = preparedStatementsEnabled();
  const wrap = (fn: Callback) => (tx: postgres.TransactionSql) => fn(preparedStatements(tx));
  // begin(fn) / begin(mode, fn) and savepoint(fn) / savepoint(name, fn): the callback is the last argument.
  const withWrappedCallback =
    (method: (...args: unknown[]) => unknown) =>
    (...args: unknown[]) =>
      method(...args.slice(0, -1), wrap(args[args.length - 1] as Callback));
  // With a statement hook installed (tracing on), each statement sent goes through it.
  const hook = globalForDb.__enviosStatementHook;
  return new Proxy(client, {
    ...(hook ? hook.traps<T>() : {}),
    get(target, property) {
      const value = Reflect.get(target, property);
      if (property === 'unsafe') {
        return hook
          ? (query: string, params?: unknown[], options?: postgres.UnsafeQueryOptions) =>
              hook.query(target.unsafe(query, params as never, { ...options, prepare }), () => query)
          : (query: string, params?: unknown[], options?: postgres.UnsafeQueryOptions) =>
              target.unsafe(query, params as never, { ...options, prepare });
      }
      if (property === 'begin' || property === 'savepoint')
        return withWrappedCallback((value as (...args: unknown[]) => unknown).bind(target));
      // a reserved connection (db/last-statement-transaction.ts) prepares its statements like the pool does
      if (property === 'reserve') {
        return async () => preparedStatements(await (target as postgres.Sql).reserve()) as unknown as postgres.ReservedSql;
      }
      return value;
    },
  });
}

function handle(): Handle {
  const url = settings().url;
  if (!url) {
    throw new Error('DATABASE_URL no está definida: arranca el servicio con `npm run dev` / `npm start`, o define DATABASE_URL.');
  }
  const current = globalForDb.__enviosDb;
  if (current && current.url === url) return current;
  const created = createDb(url);
  globalForDb.__enviosDb = created;
  return created;
}

/** The process-wide Drizzle database. */
export function getDb(): Db {
  return handle().db;
}

/** Whether this process has a process-wide database (DATABASE_URL): a CLI or a test process may have none. */
export function hasProcessDatabase(): boolean {
  return Boolean(settings().url);
}

/** The connection string of the process-wide database. */
export function getDatabaseUrl(): string {
  return handle().url;
}

/** The raw postgres.js client, for the few hot paths written in SQL. */
export function getSql(): postgres.Sql {
  return handle().sql;
}

/**
 * A small second pool whose commits do not wait for the WAL flush (synchronous_commit = off), for the
 * per-request API usage counters only. Every authenticated request increments its key's row; with a
 * flush per request those increments serialize on the disk. A crash can lose the last fraction of a
 * second of usage counts, never money, orders or events, which always go through getDb()/getSql().
 */
export function getCounterSql(): postgres.Sql {
  const url = handle().url;
  const current = globalForDb.__enviosCounters;
  if (current && current.url === url) return current.sql;
  const sql = createPool(url, { max: settings().counterPoolMax, connection: { synchronous_commit: 'off' } });
  globalForDb.__enviosCounters = { sql, url };
  return sql;
}

const beforeClose: Array<() => Promise<void>> = [];
/** Work to finish before the pools close (pending usage counts, say). */
export function onBeforeClose(fn: () => Promise<void>): void {
  if (!beforeClose.includes(fn)) beforeClose.push(fn);
}

export async function closeDb(): Promise<void> {
  for (const fn of beforeClose) await fn().catch(() => {});
  const current = globalForDb.__enviosDb;
  const counters = globalForDb.__enviosCounters;
  globalForDb.__enviosDb = undefined;
  globalForDb.__enviosCounters = undefined;
  if (current) await current.sql.end({ timeout: 5 });
  if (counters) await counters.sql.end({ timeout: 5 });
}
