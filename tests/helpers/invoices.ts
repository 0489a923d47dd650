// The invoice tests' set-up (docs/payments.md "CFDI 4.0 and the PAC"): the PAC simulator started on a free port, the
// invoice settings pointing at it and at the test CSD (./test-csd.ts), organizations with fiscal data and real top-ups.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { getDb } from '@/db/client';
import { invoices } from '@/db/schema';
import { systemActor } from '@/lib/audit/record-audit';
import { applyBalanceChange } from '@/lib/billing/ledger';
import { updateFiscalData } from '@/lib/payments/fiscal/fiscal-data';
import { claimInvoicesToStamp, stampInvoice } from '@/lib/payments/invoices/stamp-invoices';
import { resetConfigCache } from '@/lib/platform/config';
import type { InvoiceMode } from '@/model/payments';
import { type PacSimulator, startPacSimulator } from '@/simulators/pac/server';
import { createTestOrg } from './fixtures';
import { testCfdiEnv } from './test-csd';

/** Starts the PAC simulator for the file and sets the invoice settings; returns a getter of the simulator. */
export function withPacSimulator(): () => PacSimulator {
  let pac: PacSimulator | undefined;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    pac = await startPacSimulator();
    Object.assign(env, testCfdiEnv(), { PAC_API_URL: pac.url, PAC_API_TOKEN: pac.token });
    Object.assign(process.env, env);
    resetConfigCache();
  });
  afterAll(async () => {
    for (const name of Object.keys(env)) delete process.env[name];
    resetConfigCache();
    await pac?.close();
  });
  return () => {
    if (!pac) throw new Error('the PAC simulator has not started');
    return pac;
  };
}

export const TEST_RECEIVER = {
  rfc: 'EKU9003173C9',
  legalName: 'Escuela Kemper Urgate',
  taxRegime: '601',
  postalCode: '42501',
  cfdiUse: 'G03',
  email: null,
};

/** A live organization with fiscal data invoiced per top-up or monthly. */
export async function orgWithFiscalData(invoiceMode: InvoiceMode = 'per_topup') {
  const org = await createTestOrg({ balance: 0 });
  await updateFiscalData(getDb(), { ...TEST_RECEIVER, invoiceMode, organizationId: org.id, actor: systemActor });
  return org;
}

/** A real top-up of `centavos` (ledger kind topup); `at` moves its date (a top-up of another month). */
export async function topUp(organizationId: string, centavos: number, at?: Date): Promise<string> {
  const { ledgerEntryId } = await applyBalanceChange(getDb(), {
    organizationId,
    kind: 'topup',
    amountCentavos: centavos,
    description: 'Depósito SPEI de la prueba',
  });
  if (at)
    await getDb().execute(sql`update ledger_entries set created_at = ${at.toISOString()}::timestamptz where id = ${ledgerEntryId}::uuid`);
  return ledgerEntryId;
}

export const invoiceRow = async (id: string) => (await getDb().select().from(invoices).where(eq(invoices.id, id)))[0];
export const invoicesOf = (organizationId: string) =>
  getDb().select().from(invoices).where(eq(invoices.organizationId, organizationId)).orderBy(invoices.folio);

/** One stamping runner's pass: claims what is due and stamps each. */
export async function stampDue(limit = 50) {
  const ids = await claimInvoicesToStamp(getDb(), { limit, leaseMs: 60_000 });
  return Promise.all(ids.map(async (id) => ({ id, outcome: await stampInvoice(getDb(), id) })));
}

/** An attribute of the first element named `element` in an XML text. */
export const xmlAttribute = (xml: string, element: string, name: string) =>
  new RegExp(`<${element}\\b[^>]*?\\s${name}="([^"]*)"`).exec(xml)?.[1] ?? null;
