// The limits of the account pages, on the shared limiter (lib/rate-limit), with one Spanish wording of the wait.
// - Requests that send mail (password reset, email change): per address or user and per client IP, an hour.
// - Secrets checked inside a session (the current password; a code from the app or a recovery code): the very
//   counters of the sign-in (lib/auth/sign-in-throttle.ts), keyed by the user, so a stolen session buys no more
//   guesses than the sign-in form gives, and guesses in one place count in the other.
import { countSecondFactorAttempt, countSignInAttempt } from '@/lib/auth/sign-in-throttle';
import { DomainError } from '@/lib/errors/domain-error';
import { limit, type RateLimitRule } from '@/lib/rate-limit';

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

/** One in-session check of the current password, on the sign-in's counters of the user's address (and client IP). */
export async function countCurrentPasswordCheck(input: { email: string; ip: string | null; field: string }): Promise<void> {
  const throttle = await countSignInAttempt(input.email, input.ip ?? 'desconocida');
  if (!throttle.allowed) throw tooManyAttempts(input.field, 'Contraseña actual', throttle.retryAfterSeconds);
}

/** One in-session check of a second factor, on the sign-in's second-step counter of the user. */
export async function countSecondFactorCheck(input: { userId: string; field: string }): Promise<void> {
  const throttle = await countSecondFactorAttempt(input.userId);
  if (!throttle.allowed) throw tooManyAttempts(input.field, 'Código', throttle.retryAfterSeconds);
}
