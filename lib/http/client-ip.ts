// The client address the per-IP limit counts against.
//
// A Next.js route handler never sees the socket. `next start` writes the socket address into
// X-Forwarded-For itself, but only when the request has none (node_modules/next/dist/server/base-server.js:
// `req.headers['x-forwarded-for'] ??= originalRequest.socket.remoteAddress`); the test server does the same.
// So:
// - TRUST_PROXY=true: the first X-Forwarded-For entry, the client as reported by the proxy in front, which
//   must set (not append to) the header.
// - TRUST_PROXY=false: the last entry, which is the socket address Next.js filled in. A client talking to
//   Next.js directly can still send its own header; see docs/api/rate-limits.md.
import { isIP } from 'node:net';

/** Requests whose address cannot be read share this bucket. */
export const UNKNOWN_CLIENT = 'unknown';

export function clientIp(req: Request, trustProxy: boolean): string {
  const entries = (req.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => normalizeAddress(entry.trim()))
    .filter((entry): entry is string => entry !== null);
  const chosen = trustProxy ? entries[0] : entries[entries.length - 1];
  return chosen ?? UNKNOWN_CLIENT;
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
