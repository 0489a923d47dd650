// The request log's in-process buffer: a finished request adds its row here at once, and the rows are written
// in one multi-row INSERT (lib/request-log/write.ts) a second after the first one waiting, or as soon as
// FLUSH_ROWS are waiting. A response never waits for the database and never fails because of it:
// - a failed write puts its rows back (at most MAX_BUFFERED_ROWS wait) and is retried 5 s later, unless
//   PostgreSQL refused what a row holds (db/errors.ts isRefusedData): a retry would fail the same way, so the
//   batch is written in halves until the refused row stands alone; it is dropped with an error line naming its
//   request id, and never holds back the rows behind it (texts never cause it: write.ts makes them storable);
// - past MAX_BUFFERED_ROWS new rows are dropped and counted, with one warning per flush that dropped some.
// The buffer lives on globalThis (one per process), not in this module: Next.js may load this module once per
// route bundle, and the test flush and the shutdown hook must reach every row.
import { onBeforeClose } from '@/db/client';
import { isRefusedData, sqlState } from '@/db/errors';
import { onShutdown } from '@/lib/platform/lifecycle/shutdown';
import { log } from '@/lib/platform/log';
import { runOutsideRequest } from '@/lib/platform/log/context';
import { storableText } from '@/lib/platform/text/storable';
import type { RequestLogEntry } from './entry';
import { insertRequestLogs } from './write';

export type { RequestLogEntry };

export const FLUSH_MS = 1_000;
export const FLUSH_ROWS = 500;
export const MAX_BUFFERED_ROWS = 20_000;
const RETRY_MS = 5_000;

type State = {
  rows: RequestLogEntry[];
  timer: NodeJS.Timeout | undefined;
  flushing: Promise<void> | undefined;
  /** rows dropped because the buffer was full, since the process started */
  dropped: number;
  /** dropped rows not yet reported in a warning */
  droppedUnreported: number;
  written: number;
  /** rows PostgreSQL refused, dropped (setApart) */
  refused: number;
  /** after a failed write, no eager flush before this time (epoch ms): an outage is not hammered */
  pausedUntil: number;
  maxRows: number;
  /** how rows are written (tests replace it to break the database for the log alone) */
  write: (rows: RequestLogEntry[]) => Promise<void>;
};

const KEY = Symbol.for('envios.requestLog');

function state(): State {
  const store = globalThis as unknown as Record<symbol, State | undefined>;
  store[KEY] ??= {
    rows: [],
    timer: undefined,
    flushing: undefined,
    dropped: 0,
    droppedUnreported: 0,
    written: 0,
    refused: 0,
    pausedUntil: 0,
    maxRows: MAX_BUFFERED_ROWS,
    write: insertRequestLogs,
  };
  return store[KEY];
}

function schedule(s: State, ms: number): void {
  if (s.timer) return;
  // started by whichever request filled the buffer, but the flush is not that request's work (its log lines
  // must not carry that request's id)
  s.timer = runOutsideRequest(() =>
    setTimeout(() => {
      s.timer = undefined;
      void flushRequestLog();
    }, ms),
  );
  s.timer.unref?.();
}

export function enqueueRequestLog(entry: RequestLogEntry): void {
  const s = state();
  if (s.rows.length >= s.maxRows) {
    s.dropped += 1;
    s.droppedUnreported += 1;
    return;
  }
  s.rows.push(entry);
  if (s.rows.length >= FLUSH_ROWS && !s.flushing && Date.now() >= s.pausedUntil) {
    if (s.timer) clearTimeout(s.timer);
    s.timer = undefined;
    // not the work of the request whose row filled the batch (its id names only that request's lines)
    void runOutsideRequest(() => flushRequestLog());
  } else {
    schedule(s, FLUSH_MS);
  }
}

async function writeBatches(s: State): Promise<void> {
  while (s.rows.length > 0) {
    const batch = s.rows.splice(0, FLUSH_ROWS);
    let unwritten: RequestLogEntry[];
    let error: unknown;
    try {
      await s.write(batch);
      s.written += batch.length;
      continue;
    } catch (failure) {
      error = failure;
      // Refused for what some row holds: the others are written, the refused ones set apart (never retried).
      unwritten = isRefusedData(failure) ? await writeApart(s, batch, failure) : batch;
    }
    if (unwritten.length === 0) continue;
    // Back at the front, as far as there is room; the rest is counted as dropped.
    const room = Math.max(0, s.maxRows - s.rows.length);
    const lost = Math.max(0, unwritten.length - room);
    s.rows.unshift(...unwritten.slice(0, unwritten.length - lost));
    s.dropped += lost;
    s.droppedUnreported += lost;
    log.warn('request log: write failed, retrying later', { error, rows: unwritten.length, buffered: s.rows.length });
    s.pausedUntil = Date.now() + RETRY_MS;
    if (s.timer) clearTimeout(s.timer);
    s.timer = undefined;
    schedule(s, RETRY_MS);
    return;
  }
}

/**
 * Writes `rows` in halves until the refused rows stand alone; each is set apart (setApart). Returns the rows
 * left unwritten by a failure a retry may fix (the database went away meanwhile), in their order.
 */
async function writeApart(s: State, rows: RequestLogEntry[], refusal: unknown): Promise<RequestLogEntry[]> {
  if (rows.length === 1) return setApart(s, rows[0], refusal);
  const half = Math.ceil(rows.length / 2);
  for (const [i, part] of [rows.slice(0, half), rows.slice(half)].entries()) {
    try {
      await s.write(part);
      s.written += part.length;
    } catch (error) {
      const left = isRefusedData(error) ? await writeApart(s, part, error) : part;
      if (left.length > 0) return i === 0 ? [...left, ...rows.slice(half)] : left;
    }
  }
  return [];
}

/**
 * A row PostgreSQL refuses on its own (its texts are already storable, write.ts: a value out of its column's
 * range, say). It is dropped and counted, with one error line naming its request id and the SQLSTATE, never
 * what the row holds (a body may carry secrets the redaction missed).
 */
function setApart(s: State, row: RequestLogEntry, refusal: unknown): RequestLogEntry[] {
  s.refused = (s.refused ?? 0) + 1; // a state made by an older module (dev reload) has no count yet
  log.error('request log: row refused by the database, dropped', { requestId: storableText(row.requestId), sqlState: sqlState(refusal) });
  return [];
}

/** Writes every buffered row now (tests, shutdown). Calls never overlap; a failed write keeps its rows. */
export async function flushRequestLog(): Promise<void> {
  const s = state();
  while (s.flushing) await s.flushing;
  if (s.timer) {
    clearTimeout(s.timer);
    s.timer = undefined;
  }
  if (s.rows.length > 0) {
    s.flushing = writeBatches(s).finally(() => {
      s.flushing = undefined;
    });
    await s.flushing;
  }
  if (s.droppedUnreported > 0) {
    log.warn('request log: buffer full, rows dropped', { dropped: s.droppedUnreported, droppedTotal: s.dropped, limit: s.maxRows });
    s.droppedUnreported = 0;
  }
}

/** Figures for tests and operators: rows waiting, written, dropped (buffer full) and refused since start. */
export function requestLogStats(): { buffered: number; written: number; dropped: number; refused: number } {
  const s = state();
  return { buffered: s.rows.length, written: s.written, dropped: s.dropped, refused: s.refused ?? 0 };
}

/** Tests only: a smaller buffer, or a writer that fails (undefined puts back the defaults). */
export function configureRequestLogBuffer(options: { maxRows?: number; write?: (rows: RequestLogEntry[]) => Promise<void> }): void {
  const s = state();
  s.maxRows = options.maxRows ?? MAX_BUFFERED_ROWS;
  s.write = options.write ?? insertRequestLogs;
}

onBeforeClose(flushRequestLog);
// Before the database closes (order 100), after the webhook runner stops (0).
onShutdown('request-log', flushRequestLog, 20);
