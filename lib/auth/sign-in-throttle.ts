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
