// FedEx's OAuth access tokens (POST /oauth/token, client credentials), cached per credentials and base URL until
// shortly before they expire, with one token request in flight per credentials however many calls wait for it.
// A call that FedEx answers 401 drops the token it used (and only that one) and asks for a new one once.
import { createHash } from 'node:crypto';
import { CarrierError, type CarrierConnection } from '../carrier';
import { carrierFetch } from '../carrier-http';
import { fedexCredentialsRefused, fedexUnexpected, inSpanish } from './errors';
import { FEDEX } from './services';

type CachedToken = { accessToken: string; expiresAt: number };

// On globalThis: Next.js may load this module once per route bundle, and a process needs one cache.
const state = globalThis as unknown as {
  __fedexTokens?: Map<string, CachedToken>;
  __fedexTokenRequests?: Map<string, Promise<CachedToken>>;
};
const cache = (state.__fedexTokens ??= new Map());
const inFlight = (state.__fedexTokenRequests ??= new Map());

/** Refresh this long before FedEx's expiry (a minute, or a tenth of a short lifetime). */
function refreshMarginMs(expiresInSeconds: number): number {
  return Math.min(60_000, (expiresInSeconds * 1000) / 10);
}

function cacheKey(connection: CarrierConnection): string {
  const { clientId = '', clientSecret = '' } = connection.credentials;
  const secret = createHash('sha256').update(clientSecret).digest('hex');
  return `${connection.baseUrl}\n${clientId}\n${secret}`;
}

async function requestToken(connection: CarrierConnection): Promise<CachedToken> {
  const { clientId = '', clientSecret = '' } = connection.credentials;
  let response: Awaited<ReturnType<typeof carrierFetch>>;
  try {
    response = await carrierFetch(FEDEX, connection, {
      method: 'POST',
      path: '/oauth/token',
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
      idempotent: true,
    });
  } catch (error) {
    throw error instanceof CarrierError ? inSpanish(error, connection.timeoutMs) : error;
  }
  if (response.status === 400 || response.status === 401 || response.status === 403) {
    throw fedexCredentialsRefused(response.status, response.body, 'token');
  }
  if (response.status !== 200) throw fedexUnexpected(`HTTP ${response.status} al pedir el token`);
  const body = response.body as { access_token?: unknown; expires_in?: unknown } | null;
  if (typeof body?.access_token !== 'string' || body.access_token === '' || typeof body.expires_in !== 'number') {
    throw fedexUnexpected('token sin access_token ni expires_in');
  }
  return { accessToken: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 - refreshMarginMs(body.expires_in) };
}

/**
 * A valid access token for the connection's credentials: the cached one, or a new one (one request per credentials
 * at a time). `fresh` skips the cache (validating credentials on save must reach FedEx).
 */
export async function fedexAccessToken(connection: CarrierConnection, options: { fresh?: boolean } = {}): Promise<string> {
  const key = cacheKey(connection);
  const cached = cache.get(key);
  if (!options.fresh && cached && cached.expiresAt > Date.now()) return cached.accessToken;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = requestToken(connection)
      .then((token) => {
        cache.set(key, token);
        return token;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return (await pending).accessToken;
}

/** FedEx refused `accessToken` (401): forget it, unless another call already replaced it. */
export function dropFedexToken(connection: CarrierConnection, accessToken: string): void {
  const key = cacheKey(connection);
  if (cache.get(key)?.accessToken === accessToken) cache.delete(key);
}
