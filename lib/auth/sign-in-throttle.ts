// Brute-force protection of every check of a password or a second factor (the sign-in form, the invitation's
// sign-in, the 2FA step, the current password and codes asked inside a session), on the shared rate limiter
// (lib/platform/rate-limit: Upstash, Redis, PostgreSQL or memory), so the counters hold across instances.
// What counts is a failed guess from an address, never an account on its own (OWASP, Authentication Cheat
// Sheet: a lock-out per account lets anyone lock a user out):
// - per account and client address: 10 failed guesses per window (15 minutes unless SIGN_IN_WINDOW_MINUTES says
//   otherwise, lib/platform/config.ts), so one address gets 10 tries at one account;
// - per client address: 50 failed guesses, whatever the accounts, so one address cannot walk a list of them.
// A stranger's failures therefore stop the stranger, not the user, who still signs in from their own address.
// Only failures stay counted: each attempt is counted before the check (so concurrent attempts cannot pass the
// limit together), and taken back when the limiter refused it before any check, when the secret was right, or
// when the check could not run (the database was down).
// Codes of the second step also have a per-user ceiling (secondFactorRules().perUser): only someone holding the
// password gets there, and without it a stolen password would buy code guesses from as many addresses as its
// holder has.
import { config } from '@/lib/platform/config';
import { limit, refund, type RateLimitResult, type RateLimitRule } from '@/lib/platform/rate-limit';

/** The window of every rule below: SIGN_IN_WINDOW_MINUTES (lib/platform/config.ts), 15 minutes unless set. */
const windowMs = () => config().SIGN_IN_WINDOW_MINUTES * 60 * 1000;

/** 10 failed guesses per account and address, 50 per address, in each window. */
export function signInRules() {
  const w = windowMs();
  return {
    perEmailAndIp: { limit: 10, windowMs: w },
    perIp: { limit: 50, windowMs: w },
  } as const;
}

/**
 * The second step of a sign-in (lib/account/sign-in-challenge.ts) and codes asked inside a session, on top of the
 * 5 per challenge: knowing the password buys a handful of guesses at a 6-digit code, not thousands.
 */
export function secondFactorRules() {
  const w = windowMs();
  return {
    perUserAndIp: { limit: 10, windowMs: w },
    perIp: { limit: 50, windowMs: w },
    perUser: { limit: 20, windowMs: w },
  } as const;
}

/** One counted attempt. */
export type GuessAttempt = {
  allowed: boolean;
  /** seconds until the refusing window ends (0 when allowed) */
  retryAfterSeconds: number;
  /** The secret was right, or could not be checked: the attempt is taken back (a failure stays counted). */
  release(): Promise<void>;
};

type Counter = [identifier: string, rule: RateLimitRule];

async function countGuess(counters: Counter[], now: number): Promise<GuessAttempt> {
  const hits = await Promise.all(counters.map(([id, rule]) => limit(id, rule)));
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    await Promise.all(counters.map(([id, rule], i) => refund(id, rule, hits[i] as RateLimitResult)));
  };
  const blocked = hits.filter((r) => !r.allowed);
  if (blocked.length === 0) return { allowed: true, retryAfterSeconds: 0, release };
  // Refused before any check: it counts nowhere (not even on the counters that still had room).
  await release();
  const resetAt = Math.max(...blocked.map((r) => r.resetAt));
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)), release };
}

/** Counts one password guess for `email` from `ip` and says whether it may be checked. */
export function countSignInAttempt(email: string, ip: string, now = Date.now()): Promise<GuessAttempt> {
  const id = email.trim().toLowerCase();
  const rules = signInRules();
  return countGuess(
    [
      [`signin:pair:${id}|${ip}`, rules.perEmailAndIp],
      [`signin:ip:${ip}`, rules.perIp],
    ],
    now,
  );
}

/** Counts one second-factor code of `userId` from `ip` and says whether it may be checked. */
export function countSecondFactorAttempt(userId: string, ip: string, now = Date.now()): Promise<GuessAttempt> {
  const rules = secondFactorRules();
  return countGuess(
    [
      [`signin:2fa:${userId}|${ip}`, rules.perUserAndIp],
      [`signin:2fa-ip:${ip}`, rules.perIp],
      [`signin:2fa:${userId}`, rules.perUser],
    ],
    now,
  );
}
