// One span per database statement when tracing is on: startTracing() (lib/platform/observability/tracing.ts) installs
// these as db/client.ts's statement hook, which wraps each pool and transaction only then, so with tracing off
// nothing here runs (db/ knows no tracer). A postgres.js query
// is lazy (built by a call, sent when awaited): the span starts when it is sent, as a child of the caller's
// active span (statements outside any traced operation, such as the runners' polls, get none), and ends when
// postgres.js settles it. It carries the statement text with its $n placeholders and
// never the parameters (they can be secrets, key hashes, personal data).
import { context, SpanKind, trace, type Tracer } from '@opentelemetry/api';
import type postgres from 'postgres';
import type { StatementHook } from '@/db/client';
import { recordFailure } from './record-failure';

type PendingQuery = {
  executed: boolean;
  handle: (...args: unknown[]) => unknown;
  resolve: (value: unknown) => unknown;
  reject: (error: unknown) => unknown;
};

const isQuery = (value: unknown): value is PendingQuery =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PendingQuery).handle === 'function' &&
  typeof (value as PendingQuery).resolve === 'function';

/** `select`, `insert`, `with`... : the statement's first word, the span's name. */
function operationOf(text: string): string {
  const match = /^\s*(?:\/\*[\s\S]*?\*\/\s*)?([a-zA-Z]+)/.exec(text);
  return match ? match[1].toLowerCase() : 'query';
}

const MAX_TEXT = 2_000;

/** Wraps one query so that sending it starts a span and settling it ends the span. */
function traceQuery<T>(active: Tracer, query: T, text: () => string): T {
  if (!isQuery(query)) return query;
  const q = query;
  const handle = q.handle;
  q.handle = function (this: unknown, ...args: unknown[]) {
    // Only under a traced operation (a request, a label rendering, a webhook attempt): the runners' polls
    // would otherwise send a root span per poll, several a second per process.
    if (!q.executed && trace.getSpan(context.active())) {
      const statement = text();
      const span = active.startSpan(
        operationOf(statement),
        {
          kind: SpanKind.CLIENT,
          attributes: {
            'db.system.name': 'postgresql',
            'db.operation.name': operationOf(statement).toUpperCase(),
            'db.query.text': statement.length > MAX_TEXT ? `${statement.slice(0, MAX_TEXT)}…` : statement,
          },
        },
        context.active(),
      );
      const { resolve, reject } = q;
      q.resolve = (value) => {
        span.end();
        return resolve(value);
      };
      q.reject = (error) => {
        recordFailure(span, error);
        span.end();
        return reject(error);
      };
    }
    return handle.apply(this, args);
  };
  return query;
}

/** The text of a tagged-template statement: its literal parts joined by $1, $2... (the values never). */
const taggedText = (strings: TemplateStringsArray) => () => strings.reduce((text, part, i) => `${text}$${i}${part}`);

/** The statement hook for db/client.ts: each statement a pool or transaction sends is a span of `active`. */
export function statementSpans(active: Tracer): StatementHook {
  return {
    query: (query, text) => traceQuery(active, query, text),
    // a postgres.js client's tagged-template calls produce traced queries (unsafe() goes through query above)
    traps<T extends postgres.Sql | postgres.TransactionSql>(): ProxyHandler<T> {
      return {
        apply(target, thisArg, args: unknown[]) {
          const result = Reflect.apply(target as unknown as (...a: unknown[]) => unknown, thisArg, args);
          const strings = args[0] as TemplateStringsArray | undefined;
          return Array.isArray(strings) && Array.isArray((strings as TemplateStringsArray).raw)
            ? traceQuery(active, result, taggedText(strings))
            : result;
        },
      };
    },
  };
}
