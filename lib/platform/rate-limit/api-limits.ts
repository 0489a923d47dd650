// The API's two limits (docs/api/rate-limits.md): per client IP over every /api/* route, per API key over
// authenticated /api/v1 routes (an organization's own per-key limit replaces the default), and how
// they show in responses: X-RateLimit-* for the tighter of the two, the IETF RateLimit-Policy / RateLimit
// fields (draft-ietf-httpapi-ratelimit-headers) for each policy that applied, 429 + Retry-After when exceeded.
import { config } from '@/lib/platform/config';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { limit } from './index';
import type { RateLimitResult } from './types';

export const IP_WINDOW_MS = 60_000;
export const KEY_WINDOW_MS = 3_600_000;

export function checkIpLimit(ip: string): Promise<RateLimitResult> {
  return limit(`ip:${ip}`, { limit: config().RATE_LIMIT_IP_PER_MINUTE, windowMs: IP_WINDOW_MS });
}

export function checkKeyLimit(apiKeyId: string, organizationPerHour: number | null): Promise<RateLimitResult> {
  return limit(`key:${apiKeyId}`, { limit: organizationPerHour ?? config().RATE_LIMIT_KEY_PER_HOUR, windowMs: KEY_WINDOW_MS });
}

/** The limit that bites first: a refusing one, else the one with fewer hits left; on a tie the one that resets later. */
export function tighter(a: RateLimitResult, b: RateLimitResult): RateLimitResult {
  if (a.allowed !== b.allowed) return a.allowed ? b : a;
  if (a.remaining !== b.remaining) return a.remaining < b.remaining ? a : b;
  return a.resetAt >= b.resetAt ? a : b;
}

/** Seconds until the window resets, at least 1 (what Retry-After carries). */
export function secondsUntilReset(result: RateLimitResult, now = Date.now()): number {
  return Math.max(1, Math.ceil((result.resetAt - now) / 1000));
}

/** The limits one request was counted against: always the per-IP one, the per-key one once a key was read. */
export type AppliedLimits = { ip: RateLimitResult; key?: RateLimitResult };

/**
 * The rate-limit fields of a response:
 * - X-RateLimit-Limit/Remaining/Reset for the tighter limit; Reset is the reset moment in Unix epoch
 *   seconds (as GitHub's API); Retry-After (set with the 429) is a delay;
 * - RateLimit-Policy: "ip";q=<limit>;w=<window s>, "key";q=..;w=.. and
 *   RateLimit: "ip";r=<remaining>;t=<seconds to reset>, "key";r=..;t=.. for each policy that applied.
 */
export function rateLimitHeaders({ ip, key }: AppliedLimits, now = Date.now()): Record<string, string> {
  const chosen = key ? tighter(ip, key) : ip;
  const policies: Array<[name: string, result: RateLimitResult, windowMs: number]> = [['ip', ip, IP_WINDOW_MS]];
  if (key) policies.push(['key', key, KEY_WINDOW_MS]);
  return {
    'X-RateLimit-Limit': String(chosen.limit),
    'X-RateLimit-Remaining': String(chosen.remaining),
    'X-RateLimit-Reset': String(Math.ceil(chosen.resetAt / 1000)),
    'RateLimit-Policy': policies.map(([name, r, windowMs]) => `"${name}";q=${r.limit};w=${windowMs / 1000}`).join(', '),
    RateLimit: policies.map(([name, r]) => `"${name}";r=${r.remaining};t=${Math.max(0, Math.ceil((r.resetAt - now) / 1000))}`).join(', '),
  };
}

function seconds(n: number): string {
  return n === 1 ? '1 segundo' : `${n} segundos`;
}

export function ipLimitExceeded(result: RateLimitResult): DomainError {
  const wait = secondsUntilReset(result);
  return new DomainError(
    'rate_limit_exceeded',
    `Demasiadas solicitudes desde tu dirección IP: el límite es de ${result.limit} por minuto. Intenta de nuevo en ${seconds(wait)}.`,
    { retryAfterSeconds: wait },
  );
}

export function keyLimitExceeded(result: RateLimitResult): DomainError {
  const wait = secondsUntilReset(result);
  return new DomainError(
    'rate_limit_exceeded',
    `Se alcanzó el límite de solicitudes de esta clave de API: ${result.limit} por hora. Intenta de nuevo en ${seconds(wait)}.`,
    { retryAfterSeconds: wait },
  );
}
