// The public tracking pages' per-IP limit, applied by proxy.ts before the page renders (a page cannot answer
// 429 itself once Next.js renders it): RATE_LIMIT_TRACKING_PER_MINUTE page views per client address a minute
// (lib/http/client-ip.ts decides the address), a Spanish 429 page with Retry-After beyond it
// (lib/http/static-page.ts). With tracking numbers of 15 random digits (docs/tracking.md) the limit makes
// guessing hopeless, and it keeps a scraper from loading the database.
import { config } from '@/lib/platform/config';
import { clientIpOf } from '@/lib/http/client-ip';
import { staticPageResponse } from '@/lib/http/static-page';
import { secondsUntilReset } from '@/lib/platform/rate-limit/api-limits';
import { limit } from '@/lib/platform/rate-limit';

export const TRACKING_WINDOW_MS = 60_000;
export const ROBOTS_HEADER = ['X-Robots-Tag', 'noindex, nofollow'] as const;

export const isTrackingPage = (pathname: string) =>
  pathname === '/rastreo' || pathname.startsWith('/rastreo/') || pathname.startsWith('/baja/');

/** null when the request is within the limit; else the 429 page to answer with. */
export async function limitTrackingPage(req: Request): Promise<Response | null> {
  const ip = clientIpOf(req);
  const result = await limit(`rastreo:${ip}`, { limit: config().RATE_LIMIT_TRACKING_PER_MINUTE, windowMs: TRACKING_WINDOW_MS });
  if (result.allowed) return null;
  const retryAfter = secondsUntilReset(result);
  const wait = retryAfter === 1 ? '1 segundo' : `${retryAfter} segundos`;
  return staticPageResponse({
    status: 429,
    title: 'Demasiadas consultas · Rastreo de envíos',
    heading: 'Demasiadas consultas',
    paragraphs: [`Recibimos muchas consultas de rastreo desde tu conexión en poco tiempo. Espera ${wait} y vuelve a intentarlo.`],
    link: { href: '/rastreo', text: 'Volver a rastrear un envío' },
    headers: { 'Retry-After': String(retryAfter) },
  });
}
