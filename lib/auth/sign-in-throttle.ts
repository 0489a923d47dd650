// Brute-force protection of the dashboard sign-in: at most 5 failed attempts per email + IP and
// 20 per email (from any IP) in a sliding 15-minute window. Only failures count; a success clears
// the email + IP counter.
// TODO(rate-limit): switch to lib/rate-limit's shared limiter once it lands (counters shared across instances).

const WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL_IP = 5;
export const MAX_FAILURES_PER_EMAIL = 20;

type Store = Map<string, number[]>;
const globalStore = globalThis as unknown as { __enviosSignInFailures?: Store };
const store: Store = (globalStore.__enviosSignInFailures ??= new Map());

function recent(key: string, now: number): number[] {
  const times = (store.get(key) ?? []).filter((t) => now - t < WINDOW_MS);
  if (times.length) store.set(key, times);
  else store.delete(key);
  return times;
}

const keysFor = (email: string, ip: string) => ({
  pair: `signin:${email.trim().toLowerCase()}|${ip}`,
  email: `signin:${email.trim().toLowerCase()}`,
});

export type ThrottleState = { allowed: boolean; retryAfterSeconds: number };

/** Whether another attempt for this email from this IP may be checked now. */
export function signInAllowed(email: string, ip: string, now = Date.now()): ThrottleState {
  const keys = keysFor(email, ip);
  const pair = recent(keys.pair, now);
  const byEmail = recent(keys.email, now);
  const blockedBy =
    pair.length >= MAX_FAILURES_PER_EMAIL_IP ? pair[pair.length - MAX_FAILURES_PER_EMAIL_IP]
    : byEmail.length >= MAX_FAILURES_PER_EMAIL ? byEmail[byEmail.length - MAX_FAILURES_PER_EMAIL]
    : null;
  if (blockedBy === null) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((blockedBy + WINDOW_MS - now) / 1000)) };
}

export function recordSignInFailure(email: string, ip: string, now = Date.now()): void {
  const keys = keysFor(email, ip);
  for (const key of [keys.pair, keys.email]) store.set(key, [...recent(key, now), now]);
}

export function clearSignInFailures(email: string, ip: string): void {
  store.delete(keysFor(email, ip).pair);
}
