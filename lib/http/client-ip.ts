// The client address the per-IP limits (API, sign-in throttle) count against: ONE rule, here.
//
// A Next.js route handler never sees the socket, and X-Forwarded-For is whatever the client wrote unless a
// proxy we trust rewrote it. So the Node.js server in front of the handlers (scripts/next-server.mjs; the
// tests' tests/helpers/app-server.ts) stamps the socket address into PEER_ADDRESS_HEADER on every request,
// overwriting any client value (lib/http/peer-address.mjs). From there:
// - TRUST_PROXY=0 (default): the socket address, whatever the headers say.
// - TRUST_PROXY=N: N proxies in front of us are trusted. The chain is the X-Forwarded-For entries followed by
//   the socket address; each trusted proxy vouches for the entry to its left, so the client is the entry N
//   places left of the socket address. Entries further left were written by the client and are ignored.
//   A chain shorter than that (a request that bypassed a proxy) falls back to its leftmost entry.
//
// Every reader of the address goes through clientIpOf (a route, the proxy, the sign-in) or currentClientIp (a server
// action or a page, which have next/headers instead of a Request), with the configured TRUST_PROXY.
import { isIP } from 'node:net';
import { headers } from 'next/headers';
import { config } from '@/lib/platform/config';
import { log } from '@/lib/platform/log';
import { PEER_ADDRESS_HEADER } from './peer-address.mjs';

/** Requests whose address cannot be read share this bucket. */
export const UNKNOWN_CLIENT = 'unknown';

let warnedMissingPeer = false;

/** The client address of a request, with the configured TRUST_PROXY. */
export const clientIpOf = (req: Request): string => clientIp(req, config().TRUST_PROXY);

/** The client address of the request a server action or a page is answering. */
export async function currentClientIp(): Promise<string> {
  return clientIpOf(new Request('http://localhost/', { headers: await headers() }));
}

/** The rule itself, with the number of trusted proxies as a parameter (tests pass it). */
export function clientIp(req: Request, trustedProxies: number): string {
  const peer = req.headers.get(PEER_ADDRESS_HEADER);
  if (peer === null) {
    // Served by something other than our server (plain `next start`): no trustworthy address at all.
    if (!warnedMissingPeer) {
      warnedMissingPeer = true;
      log.warn(
        'requests carry no peer address: run the service with npm start or npm run dev (scripts/next-server.mjs); per-IP limits share one bucket meanwhile',
        { header: PEER_ADDRESS_HEADER },
      );
    }
    return UNKNOWN_CLIENT;
  }
  if (trustedProxies === 0) return normalizeAddress(peer) ?? UNKNOWN_CLIENT;
  const forwarded = (req.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, peer];
  const chosen = chain[Math.max(0, chain.length - 1 - trustedProxies)];
  return normalizeAddress(chosen) ?? UNKNOWN_CLIENT;
}

/**
 * A comparable form of one address: ports and brackets removed, IPv4-mapped IPv6 as IPv4, and IPv6 cut to
 * its /64 network (one subscriber usually holds a whole /64, so counting single IPv6 addresses is no limit).
 */
export function normalizeAddress(raw: string): string | null {
  let address = raw;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  address = address.replace(/%.*$/, ''); // zone index (fe80::1%eth0)
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) address = mapped[1];
  const version = isIP(address);
  if (version === 4) return address;
  if (version === 6) return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
  return null;
}

function expandIPv6(address: string): string[] {
  let text = address.toLowerCase();
  // An embedded IPv4 tail (::1.2.3.4) becomes two hex groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = text.slice(0, v4.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = text.includes('::') ? 8 - headGroups.length - tailGroups.length : 0;
  return [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups].map((g) => g.replace(/^0+(?=.)/, ''));
}
