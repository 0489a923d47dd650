// Signed provider status reports sent over real HTTP to POST /api/provider/events.
import { signProviderBody } from '@/lib/provider-intake/signature';
import type { ProviderReportInput } from '@/lib/provider-intake/schemas';

export const TEST_PROVIDER_SECRET = process.env.PROVIDER_WEBHOOK_SECRET!;

let clock = 0;
/** Now, but strictly increasing across calls: consecutive reports are never out of order nor the same instant. */
export function nextReportTime(): string {
  clock = Math.max(clock + 1, Date.now());
  return new Date(clock).toISOString();
}

/** A providerData report for `trackingNumber` with status code `code`; fields can be overridden. */
export function providerReport(trackingNumber: string, code: string, overrides: Partial<ProviderReportInput> = {}): ProviderReportInput {
  return {
    value: trackingNumber,
    location: 'Guadalajara, Jalisco',
    latitud: '20.6736',
    longitud: '-103.344',
    observations: '',
    dateTimeISO: nextReportTime(),
    StatusObj: { code, description: `Reporte ${code}` },
    ...overrides,
  };
}

export type SentReport = { status: number; headers: Headers; body: any; text: string };

/** POSTs `body` (an object, serialized once, or exact bytes) signed with `secret` unless a signature is given. */
export async function sendProviderReport(
  baseUrl: string,
  body: unknown,
  options: { secret?: string; signature?: string | null; headers?: Record<string, string> } = {},
): Promise<SentReport> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const signature = options.signature === undefined ? signProviderBody(options.secret ?? TEST_PROVIDER_SECRET, raw) : options.signature;
  const res = await fetch(`${baseUrl}/api/provider/events`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(signature !== null ? { 'X-Provider-Signature': signature } : {}),
      ...options.headers,
    },
    body: raw,
  });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = text;
  }
  return { status: res.status, headers: res.headers, body: parsed, text };
}
