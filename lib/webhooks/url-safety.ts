// Where webhooks may point (SSRF rules). In production only https:// to public addresses: never loopback,
// private, link-local, CGNAT, metadata, unspecified, ULA, multicast or IPv4-embedding IPv6 ranges (IPv6 is
// an allow-list: global unicast 2000::/3 minus its special ranges).
// Literal IPs and names are checked when a webhook is saved; every delivery resolves the name again,
// checks every address and connects to the checked one (so a DNS answer cannot change in between).
// ALLOW_INSECURE_WEBHOOK_URLS=true lifts every rule (local development and tests).
import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// IPv4: every address except the special-purpose ranges below (IANA registry: none is globally reachable).
const blockedV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blockedV4.addSubnet(network, prefix, 'ipv4');
}

// IPv6: an allow-list. Only global unicast (2000::/3) may be a target, so loopback, unspecified, IPv4-mapped
// (::ffff:a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d), IPv4-compatible, NAT64 (64:ff9b::/96, 64:ff9b:1::/48),
// discard, unique local, link-local, site-local and multicast are all refused by not being in it...
const globalV6 = new BlockList();
globalV6.addSubnet('2000::', 3, 'ipv6');
// ...minus the special ranges inside 2000::/3.
const blockedV6 = new BlockList();
for (const [network, prefix] of [
  ['2001::', 23], // IETF protocol assignments: Teredo (2001::/32, embeds an IPv4 address), benchmarking, ORCHID
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds an IPv4 address)
  ['3fff::', 20], // documentation
  ['5f00::', 16], // SRv6 segment identifiers
] as const) {
  blockedV6.addSubnet(network, prefix, 'ipv6');
}

/** Names that always mean "this machine or its private network". */
const privateNameSuffixes = ['localhost', 'local', 'internal', 'home.arpa', 'localdomain'];

/**
 * THE address classification of both checks (when a webhook is saved and before every delivery connects):
 * true unless `address` is a public unicast address. Anything that is not an IP literal counts as blocked.
 */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blockedV4.check(address, 'ipv4');
  if (family === 6) return !globalV6.check(address, 'ipv6') || blockedV6.check(address, 'ipv6');
  return true;
}

/**
 * The URL's host without IPv6 brackets or trailing dots ("localhost.." is localhost). WHATWG URL has already
 * turned decimal, octal and hex IPv4 spellings (2130706433, 0177.0.0.1, 0x7f.1) into dotted decimal.
 */
function bareHost(url: URL): string {
  return url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '')
    .toLowerCase();
}

/**
 * Problems with a webhook URL under the production rules, without DNS (Spanish predicates for
 * "El campo url ..."). Empty when the URL is acceptable.
 */
export function webhookUrlProblems(raw: string, options: { allowInsecure: boolean }): string[] {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return ['debe ser una URL válida'];
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return ['debe empezar con https://'];
  if (url.username || url.password) return ['no debe incluir usuario ni contraseña'];
  if (options.allowInsecure) return [];
  if (url.protocol !== 'https:') return ['debe usar https://'];
  const host = bareHost(url);
  if (!host) return ['debe ser una URL válida'];
  if (isIP(host)) {
    return isBlockedAddress(host)
      ? [`no puede apuntar a ${isIP(host) === 6 ? `[${host}]` : host}: es una dirección local, privada o reservada`]
      : [];
  }
  if (!host.includes('.') || privateNameSuffixes.some((s) => host === s || host.endsWith(`.${s}`))) {
    return [`no puede apuntar a ${host}: es un nombre local o privado`];
  }
  return [];
}

export type LookupAddress = { address: string; family: number };
/** Resolves a host name to all its addresses (dns.lookup, so /etc/hosts counts, as it does for connections). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** A delivery target that is not allowed (never retried). */
export class BlockedTargetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BlockedTargetError';
  }
}

/** Where a delivery connects: the URL, and the checked address to pin the connection to (undefined = resolve normally). */
export type DeliveryTarget = { url: URL; address?: LookupAddress };

/**
 * The address a delivery may connect to. Under the production rules every address the name resolves
 * to must be public; the first one is returned and the connection is pinned to it.
 */
export async function resolveDeliveryTarget(raw: string, options: { allowInsecure: boolean; resolve?: Resolver }): Promise<DeliveryTarget> {
  const problems = webhookUrlProblems(raw, options);
  if (problems.length) throw new BlockedTargetError(`La URL del webhook ${problems[0]}`);
  const url = new URL(raw);
  const host = bareHost(url);
  if (isIP(host)) return { url, address: { address: host, family: isIP(host) } };
  if (options.allowInsecure && !options.resolve) return { url };
  const addresses = await (options.resolve ?? systemResolver)(host);
  if (addresses.length === 0) throw new Error(`No se pudo resolver ${host}`);
  if (!options.allowInsecure) {
    const bad = addresses.find((a) => isBlockedAddress(a.address));
    if (bad)
      throw new BlockedTargetError(
        `La URL del webhook no puede apuntar a ${host}: resuelve a ${bad.address}, una dirección local, privada o reservada`,
      );
  }
  return { url, address: addresses[0] };
}

/**
 * The check when a webhook is saved: the rules above plus, when the name resolves now, its addresses.
 * A name that does not resolve (yet) is accepted: every delivery checks it again.
 */
export async function webhookUrlProblemsWithDns(
  raw: string,
  options: { allowInsecure: boolean; resolve?: Resolver; timeoutMs?: number },
): Promise<string[]> {
  const problems = webhookUrlProblems(raw, options);
  if (problems.length || options.allowInsecure) return problems;
  const host = bareHost(new URL(raw));
  if (isIP(host)) return [];
  const timeout = new Promise<null>((resolve) => setTimeout(resolve, options.timeoutMs ?? 2_000, null).unref());
  const addresses = await Promise.race([(options.resolve ?? systemResolver)(host).catch(() => null), timeout]);
  const bad = addresses?.find((a) => isBlockedAddress(a.address));
  return bad ? [`no puede apuntar a ${host}: resuelve a ${bad.address}, una dirección local, privada o reservada`] : [];
}
