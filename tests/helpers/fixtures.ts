// Test data: each test makes its own organization and keys with random names, so tests never share state.
import { randomBytes } from 'node:crypto';
import { getDb } from '@/db/client';
import { createApiKey } from '@/lib/api-keys/create-api-key';
import type { ApiScope } from '@/lib/api-keys/scopes';
import { createOrganization } from '@/lib/organizations/create-organization';

export const randomName = (prefix: string) => `${prefix} ${randomBytes(4).toString('hex')}`;

export async function createTestOrg(options: { balance?: number; whiteLabel?: boolean; brandName?: string } = {}) {
  return createOrganization(getDb(), {
    name: randomName('Org'),
    balanceCentavos: Math.round((options.balance ?? 10_000) * 100),
    whiteLabelEnabled: options.whiteLabel ?? false,
    brandName: options.brandName ?? null,
  });
}

export async function createTestKey(organizationId: string, scopes: ApiScope[] = ['*'], expiresAt?: Date) {
  const { apiKey, key } = await createApiKey(getDb(), { organizationId, name: randomName('key'), scopes, expiresAt });
  return { id: apiKey.id, key };
}

/** An organization with a key holding `scopes`, and a fetch bound to the test server with that key. */
export async function createTestClient(baseUrl: string, options: { scopes?: ApiScope[]; balance?: number } = {}) {
  const org = await createTestOrg({ balance: options.balance });
  const { key, id: keyId } = await createTestKey(org.id, options.scopes ?? ['*']);
  return { org, key, keyId, api: apiClient(baseUrl, key) };
}

export type ApiResponse<T = any> = { status: number; headers: Headers; body: T; text: string };

export function apiClient(baseUrl: string, key?: string) {
  return async function api<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const res = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers: {
        ...(key ? { Authorization: `Bearer ${key}` } : {}),
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON (a PDF, say) */
    }
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  };
}
