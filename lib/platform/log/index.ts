// Structured one-line JSON logs through pino: `log.info(message, fields)`. A line written while an API request
// is served carries its requestId (lib/platform/log/context.ts). Never pass a key, a secret or a password here; should
// one slip in, lib/platform/log/redact.ts replaces it (secret-named fields at any depth, a failed query's parameters).
// Production and tests: JSON lines, warn and error on stderr, the rest on stdout, written synchronously
// through process.stdout/stderr (no worker thread, so it runs the same under Next's bundles, tsx and the CLI).
// Development (NODE_ENV=development): pino-pretty's formatter, when installed, on the same streams.
// The threshold is LOG_LEVEL (debug, info, warn, error; default info, warn under tests), read on each call.
import { createRequire } from 'node:module';
import path from 'node:path';
import pino, { type DestinationStream, type Logger } from 'pino';
import { runtimeEnv } from '@/lib/platform/config';
import { currentRequestId } from './context';
import { REDACT_PATHS, REDACTED, scrubFields, serializeError } from './redact';

type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level, number> = { debug: 20, info: 30, warn: 40, error: 50 };
const fallbackLevel = () => (runtimeEnv.nodeEnv() === 'test' ? 'warn' : 'info');

let cachedSetting: string | undefined;
let cachedThreshold = order.info;
function threshold(): number {
  const setting = runtimeEnv.logLevel() ?? fallbackLevel();
  if (setting !== cachedSetting) {
    cachedSetting = setting;
    cachedThreshold = order[setting as Level] ?? order.info;
  }
  return cachedThreshold;
}

type Format = (line: string) => string;

/** Writes through process.stdout/stderr at call time (a test may have replaced their write). */
function streamTo(target: 'stdout' | 'stderr', format?: Format): DestinationStream {
  return { write: (line: string) => void process[target].write(format ? format(line) : line) };
}

/** pino-pretty's formatter in development; undefined elsewhere or when it is not installed (production installs). */
function prettyFormat(): Format | undefined {
  if (runtimeEnv.nodeEnv() !== 'development' || runtimeEnv.logFormat() === 'json') return undefined;
  try {
    // Resolved at run time from the project, outside any bundle.
    const load = createRequire(path.join(process.cwd(), 'package.json'));
    const { prettyFactory } = load('pino-pretty') as typeof import('pino-pretty');
    const pretty = prettyFactory({
      messageKey: 'message',
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname',
      colorize: Boolean(process.stdout.isTTY),
    });
    return (line) => pretty(line) ?? line;
  } catch {
    return undefined;
  }
}

function createLogger(): Logger {
  const pretty = prettyFormat();
  const streams = pino.multistream(
    [
      { level: 'debug', stream: streamTo('stdout', pretty) },
      { level: 'warn', stream: streamTo('stderr', pretty) },
    ],
    { dedupe: true },
  );
  return pino(
    {
      level: 'debug',
      messageKey: 'message',
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      // JSON lines name their level ("level":"warn"); the pretty formatter wants pino's numbers.
      formatters: { ...(pretty ? {} : { level: (label: string) => ({ level: label }) }), log: scrubFields },
    },
    streams,
  );
}

const globalForLog = globalThis as unknown as { __enviosLogger?: Logger };
function logger(): Logger {
  globalForLog.__enviosLogger ??= createLogger();
  return globalForLog.__enviosLogger;
}

function write(level: Level, message: string, fields?: Record<string, unknown>): void {
  if (order[level] < threshold()) return;
  const requestId = currentRequestId();
  const line = requestId === undefined ? (fields ?? {}) : { requestId, ...fields };
  logger()[level](line, message);
}

export { serializeError };

export const log = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};
