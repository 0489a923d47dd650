// Brute-force protection of the dashboard sign-in, on the shared rate limiter (lib/rate-limit: Upstash,
// Redis or in-process memory), so the counters hold across instances. Every attempt counts (the limiter
// has no "peek"): at most 10 per email + client IP and 50 per email from any IP, per 15-minute window.
// The per-email rule stops an attacker who rotates addresses (or forges X-Forwarded-For).
import { limit } from '@/lib/rate-limit';

const WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_RULES = {
  perEmailAndIp: { limit: 10, windowMs: WINDOW_MS },
  perEmail: { limit: 50, windowMs: WINDOW_MS },
} as const;

export type SignInThrottle = { allowed: boolean; retryAfterSeconds: number };

/** Counts one sign-in attempt and says whether it may be checked. */
export async function countSignInAttempt(email: string, ip: string, now = Date.now()): Promise<SignInThrottle> {
  const id = email.trim().toLowerCase();
  const [pair, byEmail] = await Promise.all([
    limit(`signin:pair:${id}|${ip}`, SIGN_IN_RULES.perEmailAndIp),
    limit(`signin:email:${id}`, SIGN_IN_RULES.perEmail),
  ]);
  const blocked = [pair, byEmail].filter((r) => !r.allowed);
  if (blocked.length === 0) return { allowed: true, retryAfterSeconds: 0 };
  const resetAt = Math.max(...blocked.map((r) => r.resetAt));
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)) };
}

/**
 * The second step of a sign-in (lib/account/sign-in-challenge.ts): at most 10 codes per user per 15 minutes, on
 * top of the 5 per challenge, so knowing the password buys a handful of guesses at a 6-digit code, not thousands.
 */
export const SECOND_FACTOR_RULE = { limit: 10, windowMs: WINDOW_MS } as const;

export async function countSecondFactorAttempt(userId: string, now = Date.now()): Promise<SignInThrottle> {
  const result = await limit(`signin:2fa:${userId}`, SECOND_FACTOR_RULE);
  if (result.allowed) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((result.resetAt - now) / 1000)) };
}
