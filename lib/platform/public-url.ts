// The address people use to reach the service, for links that leave the app: emails, tracking URLs, QR codes,
// the logo the emails show. PUBLIC_URL in production (lib/platform/config.ts requires it there); in development and tests
// http://localhost:<PORT> (PORT, 3000 by default), which is where the launcher serves.
import { config, runtimeEnv } from '@/lib/platform/config';

/** The base address without a trailing slash, e.g. "https://envios.example.com". */
export function publicBaseUrl(): string {
  const configured = config().PUBLIC_URL;
  if (configured) return configured.replace(/\/+$/, '');
  return `http://localhost:${runtimeEnv.port() || '3000'}`;
}

/** An absolute URL for `path` (which starts with "/"; its query string and fragment are kept as given). */
export function publicUrl(path: string): string {
  if (!path.startsWith('/')) throw new Error(`publicUrl: the path must start with "/" (got ${JSON.stringify(path)})`);
  return `${publicBaseUrl()}${path}`;
}
