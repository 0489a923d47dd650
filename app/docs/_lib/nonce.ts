// The nonce of this page's CSP (set by proxy.ts on the request), for the scripts a page adds itself.
import { headers } from 'next/headers';

export async function pageNonce(): Promise<string | undefined> {
  const csp = (await headers()).get('content-security-policy') ?? '';
  return /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
}
