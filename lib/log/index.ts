// Structured one-line JSON logs. Never pass a key, a secret or a password here. A line written while an API
// request is served carries its requestId (lib/log/context.ts).
import { currentRequestId } from './context';

type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function threshold(): number {
  const configured = (process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info')) as Level;
  return order[configured] ?? order.info;
}

// Drizzle's query errors carry every bound parameter in their message ("Failed query: ... params: ..."),
// and parameters can be secrets, key hashes or password hashes: they never reach the log.
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n\s+at |$)/g;
const scrub = (text: string | undefined) => text?.replace(QUERY_PARAMS, '\nparams: [redacted]');

function serializeError(error: Error): Record<string, unknown> {
  const out: Record<string, unknown> = { name: error.name, message: scrub(error.message), stack: scrub(error.stack) };
  const code = (error as { code?: unknown }).code;
  if (code !== undefined) out.code = code;
  if (error.cause instanceof Error) out.cause = serializeError(error.cause);
  return out;
}

function write(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (order[level] < threshold()) return;
  const requestId = currentRequestId();
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...(requestId ? { requestId } : {}), ...fields }, (key, value) =>
    value instanceof Error ? serializeError(value) : key === 'params' ? '[redacted]' : value,
  );
  if (level === 'error' || level === 'warn') process.stderr.write(line + '\n');
  else process.stdout.write(line + '\n');
}

export { serializeError };

export const log = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};
