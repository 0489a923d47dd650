// The client IP of a dashboard request, as far as a Next.js handler can know it: Next fills
// X-Forwarded-For with the socket address when the header is absent. Behind a trusted proxy
// (TRUST_PROXY=true) the first entry is the client; otherwise the last entry is the nearest hop.
import { config } from '@/lib/config';

export function clientIpFromHeaders(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for');
  if (!forwarded) return headers.get('x-real-ip') ?? 'unknown';
  const entries = forwarded.split(',').map((s) => s.trim()).filter(Boolean);
  if (entries.length === 0) return 'unknown';
  return config().TRUST_PROXY ? entries[0] : entries[entries.length - 1];
}
