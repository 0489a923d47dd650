// One attempt at one outbox message, and the claim that hands messages to the senders. A claimed message is
// 'sending' with a lease (locked_until); the attempt marks it 'sent', or gives it back 'pending' with its next
// attempt after an exponential, jittered delay, or 'failed'. Only what an SMTP server answered about the message
// counts towards failing it: a 5xx (or a bad template) at once, EMAIL_MAX_ATTEMPTS answers in all (4xx). A try that
// no server answered (connection refused, timeout, SMTP_URL unset) or whose login it refused (a wrong password in
// SMTP_URL) backs off the same way but keeps the message waiting until it is EMAIL_MAX_AGE_MS old, so an outage
// or a wrong setting of any length short of that loses nothing. A sender that dies
// holding a message leaves it 'sending': once the lease has run out the next claim takes it again (at least
// once; the fixed Message-ID makes a repeat the same message).
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { emailOutbox, type EmailOutboxRow } from '@/db/schema';
import { backoff } from '@/lib/platform/jobs/backoff';
import { log } from '@/lib/platform/log';
import { storableText } from '@/lib/platform/text/storable';
import { UnknownEmailTemplateError } from './render';
import { EmailNotConfiguredError, sendOutboxEmail } from './send';
import { EmailDroppedError } from './send-time';

/** Answers from the SMTP server (4xx) before a message is 'failed': about 8 hours of retries with the delays below. */
export const EMAIL_MAX_ATTEMPTS = 12;
/** How long a message waits for an SMTP server that does not answer at all before it is 'failed'. */
export const EMAIL_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/** The wait after a failed try: 30 s doubling up to 2 h, ±20 % so retries do not bunch (lib/platform/jobs/backoff.ts). */
export const EMAIL_BACKOFF = { firstMs: 30_000, maxMs: 2 * 60 * 60_000, jitter: 0.2 } as const;
/** Longer than any single send can take (the transport's timeouts add up to under a minute). */
export const EMAIL_LEASE_MS = 2 * 60_000;

/** The wait after the `failures`-th failed attempt (EMAIL_BACKOFF). */
export function emailRetryDelayMs(failures: number, random: () => number = Math.random): number {
  return backoff(EMAIL_BACKOFF, failures, random);
}

/** A refusal that retrying cannot fix: a 5xx SMTP answer (unknown mailbox, rejected content) or a bad template. */
export function isPermanentEmailError(error: unknown): boolean {
  if (error instanceof UnknownEmailTemplateError) return true;
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

// nodemailer's codes for a server that never answered (and Node's, should one come through unwrapped)
const NO_ANSWER_CODES = new Set([
  'ESOCKET',
  'ECONNECTION',
  'ETIMEDOUT',
  'EDNS',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

// nodemailer's codes for a login the server refused or could not offer (SMTP_URL's user or password, 535 & co.)
const LOGIN_CODES = new Set(['EAUTH', 'ENOAUTH']);

/** The server refused our SMTP login: the operator's settings, not the message, are wrong. */
export function isLoginEmailError(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: unknown };
  return typeof code === 'string' && LOGIN_CODES.has(code);
}

/**
 * No SMTP server took the message for reasons of ours, not of the message: connection refused or dropped,
 * timeout, unknown host, no SMTP_URL at all, or a refused login (a 535 is a 5xx, but a wrong password must not
 * fail every message until someone fixes it: they wait like an outage).
 */
export function isUnansweredEmailError(error: unknown): boolean {
  if (error instanceof EmailNotConfiguredError || isLoginEmailError(error)) return true;
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  return typeof responseCode !== 'number' && typeof code === 'string' && NO_ANSWER_CODES.has(code);
}

const at = (now?: Date) => (now ? sql`${now.toISOString()}::timestamptz` : sql`now()`);

/** Claims up to `limit` due messages (and ones whose sender's lease ran out); returns their ids. */
export async function claimDueEmails(db: Db | DbOrTx, opts: { limit: number; leaseMs?: number; now?: Date }): Promise<string[]> {
  const now = at(opts.now);
  const leaseSecs = (opts.leaseMs ?? EMAIL_LEASE_MS) / 1000;
  const rows = await db.execute<{ id: string }>(sql`
    update email_outbox set status = 'sending', locked_until = ${now} + make_interval(secs => ${leaseSecs})
    where id in (
      select id from email_outbox
      where (status = 'pending' and next_attempt_at <= ${now})
         or (status = 'sending' and locked_until < ${now})
      order by next_attempt_at
      limit ${opts.limit}
      for update skip locked)
    returning id`);
  return rows.map((r) => r.id);
}

export type EmailAttemptOutcome = 'sent' | 'retry' | 'failed' | 'skipped' | 'dropped';

/**
 * Sends one claimed message and records the outcome. 'skipped' when it is no longer claimed (already done); 'dropped'
 * when its domain said at send time it must not be sent (lib/email/send-time.ts): the row becomes `cancelled` with the
 * reason in last_error, and is never tried again.
 */
export async function sendClaimedEmail(db: Db | DbOrTx, id: string, opts: { now?: Date } = {}): Promise<EmailAttemptOutcome> {
  const [row] = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'sending')));
  if (!row) return 'skipped';
  try {
    await sendOutboxEmail(db, row);
  } catch (error) {
    if (error instanceof EmailDroppedError) {
      await db
        .update(emailOutbox)
        .set({ status: 'cancelled', lastError: storableText(error.reason), lockedUntil: null })
        .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'sending')));
      log.info('email dropped at send time', { emailId: id, template: row.template });
      return 'dropped';
    }
    const outcome = failedAttempt(row, error, opts.now ?? new Date());
    await db
      .update(emailOutbox)
      .set({
        attempts: outcome.attempts,
        connectionFailures: outcome.connectionFailures,
        status: outcome.failed ? 'failed' : 'pending',
        nextAttemptAt: outcome.failed ? row.nextAttemptAt : sql`${at(opts.now)} + make_interval(secs => ${outcome.delayMs / 1000})`,
        // may quote the SMTP server's answer: storable (lib/platform/text/storable.ts)
        lastError: storableText(outcome.message),
        lockedUntil: null,
      })
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'sending')));
    // The log names the message and the template; addresses an SMTP answer may quote stay in the row only. A refused
    // login is an error each time: only an operator can fix it (docs/email.md).
    const login = isLoginEmailError(error);
    (outcome.failed || login ? log.error : log.warn)(
      outcome.failed
        ? 'email failed for good'
        : login
          ? 'SMTP login refused: check the user and password of SMTP_URL; email retried later'
          : 'email attempt failed, retried later',
      {
        emailId: id,
        template: row.template,
        attempts: outcome.attempts,
        connectionFailures: outcome.connectionFailures,
        error: outcome.message.replace(/[^\s<>@"']+@[^\s<>@"']+/g, '<dirección>'),
      },
    );
    return outcome.failed ? 'failed' : 'retry';
  }
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, attempts: row.attempts + 1, lockedUntil: null, lastError: null })
    .where(eq(emailOutbox.id, id));
  return 'sent';
}

/** What a failed try does to the row: which counter grows, whether it is the end, and when to try again. */
function failedAttempt(row: EmailOutboxRow, error: unknown, now: Date) {
  const text = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const unanswered = isUnansweredEmailError(error);
  const attempts = row.attempts + (unanswered ? 0 : 1);
  const connectionFailures = row.connectionFailures + (unanswered ? 1 : 0);
  const tooOld = now.getTime() - row.createdAt.getTime() >= EMAIL_MAX_AGE_MS;
  const failed = unanswered ? tooOld : isPermanentEmailError(error) || attempts >= EMAIL_MAX_ATTEMPTS;
  const reason = isLoginEmailError(error) ? 'El servidor SMTP rechazó el acceso' : 'Sin respuesta del servidor SMTP';
  const message = unanswered && tooOld ? `${reason} durante ${EMAIL_MAX_AGE_MS / 86_400_000} días: ${text}`.slice(0, 500) : text;
  return { attempts, connectionFailures, failed, message, delayMs: emailRetryDelayMs(attempts + connectionFailures) };
}

export type DrainResult = { sent: number; retry: number; failed: number };

/**
 * Sends every message due now (or at `now`), a batch at a time, until none is left; the runner's loop and the
 * tests' way to deliver the outbox synchronously.
 */
export async function drainEmailOutbox(db: Db, opts: { now?: Date; batch?: number; concurrency?: number } = {}): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, retry: 0, failed: 0 };
  const batch = opts.batch ?? 20;
  for (;;) {
    const ids = await claimDueEmails(db, { limit: batch, now: opts.now });
    if (ids.length === 0) return result;
    const lanes = Math.max(1, Math.min(opts.concurrency ?? 3, ids.length));
    const queue = [...ids];
    await Promise.all(
      Array.from({ length: lanes }, async () => {
        for (let id = queue.shift(); id; id = queue.shift()) {
          const outcome = await sendClaimedEmail(db, id, { now: opts.now });
          if (outcome !== 'skipped' && outcome !== 'dropped') result[outcome] += 1;
        }
      }),
    );
  }
}
