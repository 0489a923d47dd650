// The automatic recharge's tests (docs/payments.md "Direct debit"): the real bank simulator (simulators/bank/server.ts)
// with our bank settings pointed at it, its control surface, valid payer CLABEs (one whose account ends in 0000: the
// simulator's insufficient funds), and an organization with one member per billing-relevant role.
import { randomBytes } from 'node:crypto';
import { clabe as clabeValidator } from 'clabe-validator';
import { getDb } from '@/db/client';
import { resetConfigCache } from '@/lib/platform/config';
import type { UpdateAutoRechargeInput } from '@/lib/payments/auto-recharge/settings';
import { createUser } from '@/lib/users/create-user';
import { type BankSimulator, startBankSimulator } from '@/simulators/bank/server';
import { createTestOrg } from './fixtures';

/** A valid CLABE of bank 002 (Banamex), branch 010, with this 11-digit account number. */
export function payerClabe(account: string): string {
  const first17 = `002010${account.padStart(11, '0')}`;
  return `${first17}${clabeValidator.computeChecksum(first17)}`;
}

export const FUNDED_CLABE = payerClabe('77777777');
/** The simulator answers fondos_insuficientes: the account number ends in 0000. */
export const EMPTY_CLABE = payerClabe('12340000');

export const recharge = (overrides: Partial<UpdateAutoRechargeInput> = {}): UpdateAutoRechargeInput => ({
  enabled: true,
  threshold: 500,
  amount: 2000,
  period: 'day',
  payerClabe: FUNDED_CLABE,
  payerName: 'Tienda Ejemplo SA de CV',
  mandateReference: 'MANDATO-2026-0042',
  ...overrides,
});

/** Starts the bank simulator and points BANK_API_URL, BANK_API_KEY and BANK_WEBHOOK_SECRET at it. */
export async function startTestBank(): Promise<BankSimulator> {
  const bank = await startBankSimulator();
  process.env.BANK_API_URL = bank.url;
  process.env.BANK_API_KEY = bank.credentials.apiKey;
  process.env.BANK_WEBHOOK_SECRET = bank.credentials.webhookSecret;
  resetConfigCache();
  return bank;
}

export type ExecutedDebit = { idempotencia: string; referenciaBanco: string; cuentaOrdenante: string; monto: string };
export type ReceivedDebitRequest = { idempotencia: string; cuerpo: string };

/** The simulator's control surface (outside the bank's API): its mode, requests received and debits executed. */
export function bankControl(bank: BankSimulator) {
  const call = async (method: string, body?: unknown) => {
    const res = await fetch(`${bank.url}/domiciliaciones/__simulador`, {
      method,
      headers: { authorization: `Bearer ${bank.credentials.apiKey}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`bank control ${method}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { modo: string; recibidas: number; solicitudes: ReceivedDebitRequest[]; ejecutadas: ExecutedDebit[] };
  };
  return {
    mode: (modo: 'normal' | 'down' | 'lose_answer' | 'unauthorized') => call('POST', { modo }),
    state: () => call('GET'),
    executedFor: async (debitId: string) => (await call('GET')).ejecutadas.filter((d) => d.idempotencia === debitId),
    /** the bodies of the requests received for one debit, as sent */
    requestsFor: async (debitId: string) =>
      (await call('GET')).solicitudes.filter((r) => r.idempotencia === debitId).map((r) => JSON.parse(r.cuerpo) as unknown),
  };
}

/** An organization with an owner, a finance and an operations member; their addresses. */
export async function billingTeam(options: { balance?: number } = {}) {
  const org = await createTestOrg(options);
  const tag = randomBytes(4).toString('hex');
  const emails = {
    owner: `owner-${tag}@recarga.test`,
    finance: `finance-${tag}@recarga.test`,
    operations: `operations-${tag}@recarga.test`,
  };
  for (const role of ['owner', 'finance', 'operations'] as const) {
    await createUser(getDb(), { email: emails[role], password: 'contraseña-segura', organizationId: org.id, role });
  }
  return { org, emails };
}
