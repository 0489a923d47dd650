// Who may read /api/metrics: a scraper presenting METRICS_TOKEN as a Bearer token. Compared in constant time
// over SHA-256 digests, so neither the token's content nor its length shows in the timing.
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether an Authorization header carries exactly `Bearer <token>`. */
export function metricsTokenMatches(authorization: string | null, token: string): boolean {
  const match = authorization ? /^Bearer[ ]+(\S+)\s*$/i.exec(authorization) : null;
  return timingSafeEqual(digest(match?.[1] ?? ''), digest(token)) && match !== null;
}
