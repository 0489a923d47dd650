// The bank of issue 41 for one test file (docs/payments.md "The bank"): the real bank simulator (simulators/bank) with
// the service's bank settings pointed at it (BANK_API_URL, BANK_API_KEY, BANK_WEBHOOK_SECRET) and its configuration
// re-read; plus callbacks signed by hand from STP's documented example (simulators/bank/fixtures/abono-stp.json) for
// the shapes the simulator never sends (bad amounts, bad signatures). Call it at the top of the file, before the file's
// own beforeAll.
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { getDb } from '@/db/client';
import { bankCallbackRejections, bankDeposits, ledgerEntries } from '@/db/schema';
import { signBankCallback } from '@/lib/payments/bank/signature';
import { resetConfigCache } from '@/lib/platform/config';
import { type BankSimulator, BANK_SIMULATOR_CREDENTIALS, startBankSimulator } from '@/simulators/bank/server';

export const TEST_BANK_SECRET = BANK_SIMULATOR_CREDENTIALS.webhookSecret;

export function withBankSimulator(options: { retryDelaysMs?: number[] } = {}): { simulator: BankSimulator } {
  const holder = {} as { simulator: BankSimulator };
  const saved: Record<string, string | undefined> = {};
  beforeAll(async () => {
    holder.simulator = await startBankSimulator({ retryDelaysMs: options.retryDelaysMs ?? [50, 100, 200] });
    const vars = {
      BANK_API_URL: holder.simulator.url,
      BANK_API_KEY: holder.simulator.credentials.apiKey,
      BANK_WEBHOOK_SECRET: holder.simulator.credentials.webhookSecret,
    };
    for (const [name, value] of Object.entries(vars)) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
    resetConfigCache();
  });
  afterAll(async () => {
    await holder.simulator?.close();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetConfigCache();
  });
  return holder;
}

const example = JSON.parse(readFileSync('simulators/bank/fixtures/abono-stp.json', 'utf8')) as Record<string, unknown>;

/** STP's documented example with a fresh tracking key, to `clabe`, for `monto`, and any field changed. */
export function abonoFor(clabe: string, monto: unknown, changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...example,
    claveRastreo: `PRUEBA${randomBytes(8).toString('hex').toUpperCase()}`,
    cuentaBeneficiario: clabe,
    monto,
    ...changes,
  };
}

/** POSTs `body` (an object, or text as is) to the service's deposit intake, signed unless told otherwise. */
export async function sendBankCallback(
  baseUrl: string,
  body: unknown,
  options: { secret?: string; at?: Date; headers?: Record<string, string>; unsigned?: boolean } = {},
) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const signature = options.unsigned ? {} : signBankCallback(options.secret ?? TEST_BANK_SECRET, text, `msg_${randomUUID()}`, options.at);
  const res = await fetch(`${baseUrl}/api/bank/deposits`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signature, ...options.headers },
    body: text,
  });
  const answer = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(answer);
  } catch {}
  return { status: res.status, text: answer, json, code: res.headers.get('x-error-code') };
}

export async function depositOf(trackingKey: string) {
  const [row] = await getDb().select().from(bankDeposits).where(eq(bankDeposits.trackingKey, trackingKey));
  return row;
}

export async function depositCount(trackingKey: string): Promise<number> {
  const [row] = await getDb().select({ n: sql<number>`count(*)::int` }).from(bankDeposits).where(eq(bankDeposits.trackingKey, trackingKey));
  return row.n;
}

export async function rejectionCount(): Promise<number> {
  const [row] = await getDb().select({ n: sql<number>`count(*)::int` }).from(bankCallbackRejections);
  return row.n;
}

/** The organization's topup ledger entries (the balance and the sum of its ledger: moneyOf, tests/helpers/measurements.ts). */
export async function topupCount(organizationId: string): Promise<number> {
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.organizationId, organizationId), eq(ledgerEntries.kind, 'topup')));
  return row.n;
}
