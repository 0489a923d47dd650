// The public tracking pages' per-IP limit, applied by proxy.ts before the page renders (a page cannot answer
// 429 itself once Next.js renders it): RATE_LIMIT_TRACKING_PER_MINUTE page views per client address a minute
// (lib/http/client-ip.ts decides the address), a Spanish 429 page with Retry-After beyond it. With tracking
// numbers of 15 random digits (docs/tracking.md) the limit makes guessing hopeless, and it keeps a scraper
// from loading the database.
import { config } from '@/lib/config';
import { clientIp } from '@/lib/http/client-ip';
import { secondsUntilReset } from '@/lib/rate-limit/api-limits';
import { limit } from '@/lib/rate-limit';

export const TRACKING_WINDOW_MS = 60_000;
export const ROBOTS_HEADER = ['X-Robots-Tag', 'noindex, nofollow'] as const;

export const isTrackingPage = (pathname: string) => pathname === '/rastreo' || pathname.startsWith('/rastreo/') || pathname.startsWith('/baja/');

/** null when the request is within the limit; else the 429 page to answer with. */
export async function limitTrackingPage(req: Request): Promise<Response | null> {
  const ip = clientIp(req, config().TRUST_PROXY);
  const result = await limit(`rastreo:${ip}`, { limit: config().RATE_LIMIT_TRACKING_PER_MINUTE, windowMs: TRACKING_WINDOW_MS });
  if (result.allowed) return null;
  const retryAfter = secondsUntilReset(result);
  return new Response(tooManyRequestsPage(retryAfter), {
    status: 429,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Retry-After': String(retryAfter),
      'Cache-Control': 'no-store',
      [ROBOTS_HEADER[0]]: ROBOTS_HEADER[1],
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    },
  });
}

function tooManyRequestsPage(retryAfter: number): string {
  const wait = retryAfter === 1 ? '1 segundo' : `${retryAfter} segundos`;
  return `<!doctype html>
<html lang="es-MX"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>Demasiadas consultas · Rastreo de envíos</title></head>
<body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;padding:48px 20px;background:#f4f4f5;color:#18181b">
<main style="max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:1.5rem;margin:0 0 12px">Demasiadas consultas</h1>
<p style="line-height:1.5">Recibimos muchas consultas de rastreo desde tu conexión en poco tiempo. Espera ${wait} y vuelve a intentarlo.</p>
<p style="line-height:1.5"><a href="/rastreo" style="color:#0f766e">Volver a rastrear un envío</a></p>
</main></body></html>`;
}
