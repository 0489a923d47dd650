// The limits of the account pages, on the shared limiter (lib/platform/rate-limit), with one Spanish wording of the wait.
// - Requests that send mail (password reset, email change): per address or user and per client IP, an hour.
// - Secrets checked inside a session (the current password; a code from the app or a recovery code): the very
//   counters of the sign-in (lib/auth/sign-in-throttle.ts), keyed by the user and the client address, so a stolen
//   session buys no more guesses than the sign-in form gives, and guesses in one place count in the other. Only
//   wrong secrets stay counted.
import { countSecondFactorAttempt, countSignInAttempt, type GuessAttempt } from '@/lib/auth/sign-in-throttle';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { limit, type RateLimitRule } from '@/lib/platform/rate-limit';

/** "3 minutos", "1 minuto": a wait in whole minutes, rounded up. */
export function waitMinutes(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
}

/** Counts one request under each rule; over any, "Demasiadas solicitudes para <what>. Intenta de nuevo en N minutos." */
export async function enforceRequestLimits(what: string, rules: Array<[id: string, rule: RateLimitRule] | null>): Promise<void> {
  const active = rules.filter((r): r is [string, RateLimitRule] => r !== null);
  const results = await Promise.all(active.map(([id, rule]) => limit(id, rule)));
  const blocked = results.filter((r) => !r.allowed);
  if (blocked.length === 0) return;
  const seconds = Math.max(1, Math.ceil((Math.max(...blocked.map((r) => r.resetAt)) - Date.now()) / 1000));
  throw new DomainError('rate_limit_exceeded', `Demasiadas solicitudes para ${what}. Intenta de nuevo en ${waitMinutes(seconds)}.`, {
    retryAfterSeconds: seconds,
  });
}

function tooManyAttempts(field: string, label: string, retryAfterSeconds: number): DomainError {
  const message = `${label}: demasiados intentos. Espera ${waitMinutes(retryAfterSeconds)} antes de intentarlo de nuevo.`;
  return new DomainError('rate_limit_exceeded', message, { retryAfterSeconds, fields: [{ field, message }] });
}

/**
 * Runs one in-session check of a secret on a counted attempt: `check` answers whether the secret was right. A
 * wrong one stays counted; a right one, or a check that failed to run, is taken back (lib/auth/sign-in-throttle.ts).
 */
async function guarded(attempt: GuessAttempt, check: () => Promise<boolean>): Promise<boolean> {
  let wrong = false;
  try {
    wrong = !(await check());
    return !wrong;
  } finally {
    if (!wrong) await attempt.release();
  }
}

/** One in-session check of the current password, on the sign-in's counters of the user's address and client IP. */
export async function checkCurrentPassword(
  input: { email: string; ip: string | null; field: string },
  check: () => Promise<boolean>,
): Promise<boolean> {
  const attempt = await countSignInAttempt(input.email, input.ip ?? 'desconocida');
  if (!attempt.allowed) throw tooManyAttempts(input.field, 'Contraseña actual', attempt.retryAfterSeconds);
  return guarded(attempt, check);
}

/** One in-session check of a second factor, on the sign-in's second-step counters of the user and client IP. */
export async function checkSecondFactor(
  input: { userId: string; ip: string | null; field: string },
  check: () => Promise<boolean>,
): Promise<boolean> {
  const attempt = await countSecondFactorAttempt(input.userId, input.ip ?? 'desconocida');
  if (!attempt.allowed) throw tooManyAttempts(input.field, 'Código', attempt.retryAfterSeconds);
  return guarded(attempt, check);
}
