// The automatic recharge by direct debit (issue 41 point 3, docs/payments.md "Direct debit") against the real bank
// simulator and a real SMTP server: a balance below the threshold is recharged once per period, even when the job runs
// twice or in parallel; the bank's rejection suspends it (no further attempt until re-enabled); the bank down or its
// answer lost leaves the debit requested and it is retried with the same idempotency key, never debited twice; a
// debit through the ledger wakes the job's runner; the ledger adds up after each.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { autoRechargeSettings, directDebits, ledgerEntries } from '@/db/schema';
import { systemActor } from '@/lib/audit/record-audit';
import { applyBalanceChange } from '@/lib/billing/ledger';
import { getBalanceCentavos } from '@/lib/billing/get-balance';
import { verifyLedgers } from '@/lib/billing/verify-ledger';
import { drainEmailOutbox } from '@/lib/email/deliver-email';
import { closeMailTransport } from '@/lib/email/send';
import { ensureTestTwin } from '@/lib/organizations/test-mode';
import { resetConfigCache } from '@/lib/platform/config';
import { JobRunner, type RunnerOf } from '@/lib/platform/jobs/job-runner';
import {
  autoRechargeJob,
  CONFIGURATION_FAILURE_REASON,
  createDueDirectDebits,
  runAutoRechargeOnce,
  runDirectDebit,
} from '@/lib/payments/auto-recharge/job';
import { isoWeekOf, periodKeys } from '@/lib/payments/auto-recharge/period';
import { updateAutoRecharge } from '@/lib/payments/auto-recharge/settings';
import type { BankSimulator } from '@/simulators/bank/server';
import { bankControl, billingTeam, EMPTY_CLABE, FUNDED_CLABE, payerClabe, recharge, startTestBank } from '../helpers/auto-recharge';
import { startTestSmtpServer, type TestSmtpServer } from '../helpers/smtp-server';

const db = () => getDb();
let bank: BankSimulator;
let smtp: TestSmtpServer;
let control: ReturnType<typeof bankControl>;
const runners: RunnerOf<typeof autoRechargeJob>[] = [];

beforeAll(async () => {
  bank = await startTestBank();
  control = bankControl(bank);
  smtp = await startTestSmtpServer();
  process.env.SMTP_URL = smtp.url;
  process.env.EMAIL_FROM = 'Envíos MX <avisos@envios.test>';
  resetConfigCache();
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
  await control.mode('normal');
  // the ledger invariant: every balance is the sum of its entries
  const verification = await verifyLedgers(db());
  expect(verification.differences).toEqual([]);
});
afterAll(async () => {
  closeMailTransport();
  await smtp.stop();
  await bank.close();
});

const debitsOf = (organizationId: string) => db().select().from(directDebits).where(eq(directDebits.organizationId, organizationId));
const topupsOf = (organizationId: string) =>
  db()
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.organizationId, organizationId), eq(ledgerEntries.kind, 'topup')));
const settingsOf = async (organizationId: string) =>
  (await db().select().from(autoRechargeSettings).where(eq(autoRechargeSettings.organizationId, organizationId)))[0]!;
const balanceOf = (organizationId: string) => getBalanceCentavos(db(), { organizationId });
const mailsTo = (address: string, subject: string) => smtp.messages.filter((m) => m.to.includes(address) && m.subject.includes(subject));
const DAY = 24 * 60 * 60_000;

describe('the period key', () => {
  it('is the Mexico City day, ISO week or month', () => {
    // 06:30 UTC on 1 December is still 30 November in Mexico City
    expect(periodKeys(new Date('2026-12-01T05:30:00Z'))).toEqual({ day: '2026-11-30', week: '2026-W49', month: '2026-11' });
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53');
    expect(isoWeekOf('2026-01-01')).toBe('2026-W01');
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01');
  });
});

describe('a balance below the threshold', () => {
  it('is recharged once: a topup credit naming the bank reference, the debit succeeded, the billing roles emailed', async () => {
    const { org, emails } = await billingTeam({ balance: 100 });
    await updateAutoRecharge(db(), { ...recharge({ threshold: 500, amount: 2000 }), organizationId: org.id, actor: systemActor });
    await runAutoRechargeOnce(db());
    const [debit] = await debitsOf(org.id);
    expect(debit).toMatchObject({ status: 'succeeded', amountCentavos: 2000_00, attempts: 1 });
    expect(debit!.bankReference).toMatch(/^DOM\d+/);
    expect(await balanceOf(org.id)).toBe(2100_00);
    const topups = await topupsOf(org.id);
    expect(topups).toHaveLength(1);
    expect(topups[0]).toMatchObject({ amountCentavos: 2000_00, balanceAfterCentavos: 2100_00, id: debit!.ledgerEntryId });
    expect(topups[0]!.description).toBe(`Recarga automática por domiciliación bancaria (referencia del banco ${debit!.bankReference})`);
    expect(await control.executedFor(debit!.id)).toEqual([
      expect.objectContaining({ monto: '2000.00', cuentaOrdenante: recharge().payerClabe }),
    ]);

    await drainEmailOutbox(db());
    for (const to of [emails.owner, emails.finance]) {
      const [mail, ...more] = mailsTo(to, 'Recarga automática aplicada');
      expect(more).toEqual([]);
      expect(mail!.subject).toBe('Recarga automática aplicada: $2,000.00');
      expect(mail!.text).toContain(debit!.bankReference!);
    }
    expect(mailsTo(emails.operations, 'Recarga automática')).toEqual([]);

    // run again: the balance is above the threshold, and the day has its debit anyway
    await setBalanceBelow(org.id);
    await runAutoRechargeOnce(db());
    expect(await debitsOf(org.id)).toHaveLength(1);
    expect(await topupsOf(org.id)).toHaveLength(1);
  });

  it('is recharged once per period even when the job runs in parallel; the next period recharges again', async () => {
    const { org } = await billingTeam({ balance: 50 });
    await updateAutoRecharge(db(), {
      ...recharge({ period: 'week', threshold: 100, amount: 150 }),
      organizationId: org.id,
      actor: systemActor,
    });
    await Promise.all([runAutoRechargeOnce(db()), runAutoRechargeOnce(db()), runAutoRechargeOnce(db()), runAutoRechargeOnce(db())]);
    const debits = await debitsOf(org.id);
    expect(debits).toHaveLength(1);
    expect(debits[0]).toMatchObject({ status: 'succeeded', periodKey: periodKeys(new Date()).week });
    expect(await topupsOf(org.id)).toHaveLength(1);
    expect(await control.executedFor(debits[0]!.id)).toHaveLength(1);
    expect(await balanceOf(org.id)).toBe(200_00);

    // below again in the same week: nothing; a week later: one more
    await setBalanceBelow(org.id);
    await Promise.all([runAutoRechargeOnce(db()), runAutoRechargeOnce(db())]);
    expect(await debitsOf(org.id)).toHaveLength(1);
    const nextWeek = new Date(Date.now() + 7 * DAY);
    await Promise.all([runAutoRechargeOnce(db(), { now: nextWeek }), runAutoRechargeOnce(db(), { now: nextWeek })]);
    const after = await debitsOf(org.id);
    expect(after.map((d) => d.periodKey).sort()).toEqual([periodKeys(new Date()).week, periodKeys(nextWeek).week].sort());
    expect(after.every((d) => d.status === 'succeeded')).toBe(true);
    expect(await topupsOf(org.id)).toHaveLength(2);
  });

  it("moved from day to month after today's debit: no second debit this month, one next month", async () => {
    const { org } = await billingTeam({ balance: 100 });
    await updateAutoRecharge(db(), { ...recharge({ period: 'day' }), organizationId: org.id, actor: systemActor });
    await runAutoRechargeOnce(db());
    expect(await debitsOf(org.id)).toEqual([expect.objectContaining({ status: 'succeeded', periodKey: periodKeys(new Date()).day })]);

    await setBalanceBelow(org.id);
    await updateAutoRecharge(db(), { ...recharge({ period: 'month' }), organizationId: org.id, actor: systemActor });
    await runAutoRechargeOnce(db());
    expect(await debitsOf(org.id)).toHaveLength(1);
    expect(await topupsOf(org.id)).toHaveLength(1);

    const nextMonth = new Date(Date.now() + 32 * DAY);
    await runAutoRechargeOnce(db(), { now: nextMonth });
    const debits = await debitsOf(org.id);
    expect(debits.map((d) => [d.periodKey, d.status]).sort()).toEqual(
      [
        [periodKeys(new Date()).day, 'succeeded'],
        [periodKeys(nextMonth).month, 'succeeded'],
      ].sort(),
    );
  });

  it('is not recharged when the recharge is disabled, or for a balance at the threshold', async () => {
    const { org } = await billingTeam({ balance: 100 });
    await updateAutoRecharge(db(), { ...recharge({ enabled: false, threshold: 500 }), organizationId: org.id, actor: systemActor });
    await runAutoRechargeOnce(db());
    const other = await billingTeam({ balance: 500 });
    await updateAutoRecharge(db(), { ...recharge({ threshold: 500 }), organizationId: other.org.id, actor: systemActor });
    await runAutoRechargeOnce(db());
    expect(await debitsOf(org.id)).toEqual([]);
    expect(await debitsOf(other.org.id)).toEqual([]);
  });
});

/** Spends the balance down to 10 pesos (a label charge through the ledger). */
async function setBalanceBelow(organizationId: string) {
  const balance = await balanceOf(organizationId);
  await applyBalanceChange(db(), { organizationId, kind: 'label', amountCentavos: -(balance - 10_00), description: 'Guía de la prueba' });
}

describe('the bank rejects the debit', () => {
  it('marks it failed, suspends the recharge with the reason, emails, and tries nothing more until re-enabled', async () => {
    const { org, emails } = await billingTeam({ balance: 100 });
    await updateAutoRecharge(db(), { ...recharge({ payerClabe: EMPTY_CLABE }), organizationId: org.id, actor: systemActor });
    await runAutoRechargeOnce(db());
    const [debit] = await debitsOf(org.id);
    expect(debit).toMatchObject({ status: 'failed', failureReason: 'Fondos insuficientes', ledgerEntryId: null });
    expect(await settingsOf(org.id)).toMatchObject({ enabled: true, status: 'suspended', suspendedReason: 'Fondos insuficientes' });
    expect(await balanceOf(org.id)).toBe(100_00);
    expect(await topupsOf(org.id)).toEqual([]);
    await drainEmailOutbox(db());
    for (const to of [emails.owner, emails.finance]) {
      const mails = mailsTo(to, 'No pudimos hacer tu recarga automática');
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('Fondos insuficientes');
    }

    // suspended: no attempt today, tomorrow or next month
    const received = (await control.state()).recibidas;
    for (const now of [new Date(), new Date(Date.now() + DAY), new Date(Date.now() + 40 * DAY)]) await runAutoRechargeOnce(db(), { now });
    expect(await debitsOf(org.id)).toHaveLength(1);
    expect((await control.state()).recibidas).toBe(received);

    // the merchant funds another account and saves the recharge enabled: resumed, and recharged the same day
    const resumed = await updateAutoRecharge(db(), { ...recharge(), organizationId: org.id, actor: systemActor });
    expect(resumed).toMatchObject({ status: 'active', suspendedReason: null, suspendedAt: null });
    await runAutoRechargeOnce(db());
    const debits = await debitsOf(org.id);
    expect(debits.map((d) => [d.periodKey, d.status]).sort()).toEqual([
      [periodKeys(new Date()).day, 'failed'],
      [`${periodKeys(new Date()).day}/2`, 'succeeded'],
    ]);
    expect(await balanceOf(org.id)).toBe(2100_00);
  });

  it('a cancelled mandate is a rejection too', async () => {
    const { org } = await billingTeam({ balance: 100 });
    await updateAutoRecharge(db(), { ...recharge({ mandateReference: 'CANCEL-0001' }), organizationId: org.id, actor: systemActor });
    await runAutoRechargeOnce(db());
    expect(await debitsOf(org.id)).toEqual([
      expect.objectContaining({ status: 'failed', failureReason: 'El mandato de domiciliación fue cancelado' }),
    ]);
    expect((await settingsOf(org.id)).status).toBe('suspended');
  });
});

describe('the bank down', () => {
  it('leaves the debit requested and retries it later with the same key: no second row, no credit until it answers', async () => {
    const { org } = await billingTeam({ balance: 100 });
    await control.mode('down');
    await updateAutoRecharge(db(), { ...recharge(), organizationId: org.id, actor: systemActor });
    await runAutoRechargeOnce(db());
    const [debit] = await debitsOf(org.id);
    expect(debit).toMatchObject({ status: 'requested', attempts: 1 });
    // not due yet: the next attempt waits a minute
    await runAutoRechargeOnce(db());
    expect(await debitsOf(org.id)).toEqual([expect.objectContaining({ id: debit!.id, attempts: 1 })]);
    // due, still down
    await runAutoRechargeOnce(db(), { now: new Date(Date.now() + 2 * 60_000) });
    expect(await debitsOf(org.id)).toEqual([expect.objectContaining({ id: debit!.id, status: 'requested', attempts: 2 })]);
    expect(await balanceOf(org.id)).toBe(100_00);
    // back: the same row, the same key, one credit (even tomorrow: a pending debit blocks a new one)
    await control.mode('normal');
    await Promise.all([
      runAutoRechargeOnce(db(), { now: new Date(Date.now() + DAY) }),
      runAutoRechargeOnce(db(), { now: new Date(Date.now() + DAY) }),
    ]);
    expect(await debitsOf(org.id)).toEqual([expect.objectContaining({ id: debit!.id, status: 'succeeded', attempts: 3 })]);
    expect(await control.executedFor(debit!.id)).toHaveLength(1);
    expect(await topupsOf(org.id)).toHaveLength(1);
  });

  it('a retry sends what the debit asked, not the settings changed meanwhile', async () => {
    const { org } = await billingTeam({ balance: 100 });
    await control.mode('down');
    await updateAutoRecharge(db(), { ...recharge(), organizationId: org.id, actor: systemActor });
    await runAutoRechargeOnce(db());
    const [debit] = await debitsOf(org.id);
    expect(debit).toMatchObject({
      status: 'requested',
      payerClabe: FUNDED_CLABE,
      payerName: 'Tienda Ejemplo SA de CV',
      mandateReference: 'MANDATO-2026-0042',
    });
    await updateAutoRecharge(db(), {
      ...recharge({ payerClabe: payerClabe('55555555'), payerName: 'Otra Razón SA de CV', mandateReference: 'MANDATO-2026-0099' }),
      organizationId: org.id,
      actor: systemActor,
    });
    await control.mode('normal');
    await runAutoRechargeOnce(db(), { now: new Date(Date.now() + 2 * 60_000) });
    expect(await debitsOf(org.id)).toEqual([expect.objectContaining({ id: debit!.id, status: 'succeeded', attempts: 2 })]);
    const [first, retry, ...more] = await control.requestsFor(debit!.id);
    expect(more).toEqual([]);
    expect(retry).toEqual(first);
    expect(first).toMatchObject({ cuentaOrdenante: FUNDED_CLABE, referenciaMandato: 'MANDATO-2026-0042', monto: '2000.00' });
  });

  it('a debit made before it kept what it asked (its columns null) sends the settings', async () => {
    const { org } = await billingTeam({ balance: 100 });
    await updateAutoRecharge(db(), { ...recharge({ mandateReference: 'MANDATO-ANTIGUO-1' }), organizationId: org.id, actor: systemActor });
    await createDueDirectDebits(db(), { limit: 100 });
    const [debit] = await debitsOf(org.id);
    await db()
      .update(directDebits)
      .set({ payerClabe: null, payerName: null, mandateReference: null })
      .where(eq(directDebits.id, debit!.id));
    expect(await runDirectDebit(db(), debit!.id)).toBe('succeeded');
    expect(await control.requestsFor(debit!.id)).toEqual([
      expect.objectContaining({
        cuentaOrdenante: FUNDED_CLABE,
        nombreOrdenante: 'Tienda Ejemplo SA de CV',
        referenciaMandato: 'MANDATO-ANTIGUO-1',
      }),
    ]);
  });

  it('an answer lost after the bank took the money: the retry gets the first answer, debited and credited once', async () => {
    const { org } = await billingTeam({ balance: 100 });
    await control.mode('lose_answer');
    await updateAutoRecharge(db(), { ...recharge(), organizationId: org.id, actor: systemActor });
    await runAutoRechargeOnce(db());
    const [debit] = await debitsOf(org.id);
    expect(debit!.status).toBe('requested');
    const [taken] = await control.executedFor(debit!.id);
    expect(taken).toBeDefined();
    await control.mode('normal');
    await runAutoRechargeOnce(db(), { now: new Date(Date.now() + 2 * 60_000) });
    const [settled] = await debitsOf(org.id);
    expect(settled).toMatchObject({ status: 'succeeded', bankReference: taken!.referenciaBanco });
    expect(await control.executedFor(debit!.id)).toHaveLength(1);
    expect(await topupsOf(org.id)).toHaveLength(1);
    expect(await balanceOf(org.id)).toBe(2100_00);
  });
});

describe('the bank refuses our request itself (401: our key)', () => {
  it('fails the debit with a Spanish reason, suspends the recharge, emails, and a resumed recharge debits again', async () => {
    const { org, emails } = await billingTeam({ balance: 100 });
    await control.mode('unauthorized');
    await updateAutoRecharge(db(), { ...recharge(), organizationId: org.id, actor: systemActor });
    expect(await runAutoRechargeOnce(db())).toEqual(['failed']);
    const [debit] = await debitsOf(org.id);
    expect(debit).toMatchObject({ status: 'failed', failureReason: CONFIGURATION_FAILURE_REASON, ledgerEntryId: null });
    expect(CONFIGURATION_FAILURE_REASON).toBe('El banco rechazó la solicitud de cargo (error de configuración); revisa la domiciliación');
    expect(await settingsOf(org.id)).toMatchObject({ status: 'suspended', suspendedReason: CONFIGURATION_FAILURE_REASON });
    expect(await control.executedFor(debit!.id)).toEqual([]);
    await drainEmailOutbox(db());
    for (const to of [emails.owner, emails.finance]) {
      const mails = mailsTo(to, 'No pudimos hacer tu recarga automática');
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('error de configuración');
    }

    // nothing pending blocks the recharge: fixed and resumed, it debits the same day
    await control.mode('normal');
    await updateAutoRecharge(db(), { ...recharge(), organizationId: org.id, actor: systemActor });
    await runAutoRechargeOnce(db());
    expect((await debitsOf(org.id)).map((d) => d.status).sort()).toEqual(['failed', 'succeeded']);
    expect(await balanceOf(org.id)).toBe(2100_00);
  });
});

describe('one answer recorded twice', () => {
  it('two runs of one requested row (a retry taken while the first still ran) credit and email once', async () => {
    const { org, emails } = await billingTeam({ balance: 100 });
    await updateAutoRecharge(db(), { ...recharge(), organizationId: org.id, actor: systemActor });
    await createDueDirectDebits(db(), { limit: 100 });
    const [debit] = await debitsOf(org.id);
    const outcomes = await Promise.all([runDirectDebit(db(), debit!.id), runDirectDebit(db(), debit!.id), runDirectDebit(db(), debit!.id)]);
    expect(outcomes.sort()).toEqual(['settled_before', 'settled_before', 'succeeded']);
    expect(await control.executedFor(debit!.id)).toHaveLength(1);
    expect(await topupsOf(org.id)).toHaveLength(1);
    expect(await balanceOf(org.id)).toBe(2100_00);
    await drainEmailOutbox(db());
    expect(mailsTo(emails.owner, 'Recarga automática aplicada')).toHaveLength(1);
  });
});

describe('the test-mode twin', () => {
  it('is never debited: no bank account stands behind test money', async () => {
    const { org } = await billingTeam();
    const twin = await ensureTestTwin(db(), org.id);
    await updateAutoRecharge(db(), { ...recharge({ threshold: 10_000_000 }), organizationId: twin.id, actor: systemActor });
    await runAutoRechargeOnce(db());
    expect(await debitsOf(twin.id)).toEqual([]);
  });
});

describe('the runner', () => {
  it('is woken by a debit that leaves the balance below the threshold (no poll)', async () => {
    const { org } = await billingTeam({ balance: 1000 });
    await updateAutoRecharge(db(), { ...recharge({ threshold: 500 }), organizationId: org.id, actor: systemActor });
    const runner = new JobRunner(autoRechargeJob, { pollIntervalMs: 60 * 60_000 });
    runners.push(runner);
    await runner.start();
    await applyBalanceChange(db(), { organizationId: org.id, kind: 'label', amountCentavos: -800_00, description: 'Guía de la prueba' });
    let debits = await debitsOf(org.id);
    for (let i = 0; i < 200 && debits[0]?.status !== 'succeeded'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      debits = await debitsOf(org.id);
    }
    expect(debits).toEqual([expect.objectContaining({ status: 'succeeded' })]);
    expect(await balanceOf(org.id)).toBe(2200_00);
  });
});
