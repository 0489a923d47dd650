// SPEI deposits to an organization's own CLABE (issue 41 part A, docs/payments.md "The bank"), over real HTTP through
// the real route handler (POST /api/bank/deposits) with the real bank simulator (simulators/bank) sending signed
// callbacks, and the receipt at a real SMTP server. Every outcome: credited, repeated, unknown CLABE, each refused
// amount, another currency, a bad or stale signature, an unreadable body, no bank settings; N identical callbacks at
// once credit once; the balance equals the sum of the ledger after each.
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { bankCallbackRejections, bankDeposits, emailOutbox, ledgerEntries, organizationClabes } from '@/db/schema';
import { drainEmailOutbox } from '@/lib/email/deliver-email';
import { closeMailTransport } from '@/lib/email/send';
import { signBankCallback } from '@/lib/payments/bank/signature';
import { buildClabe, ensureOrganizationClabe } from '@/lib/payments/clabe';
import { resetConfigCache } from '@/lib/platform/config';
import { createUser } from '@/lib/users/create-user';
import { startAppServer, type TestServer } from '../helpers/app-server';
import {
  abonoFor,
  depositCount,
  depositOf,
  rejectionCount,
  sendBankCallback,
  TEST_BANK_SECRET,
  topupCount,
  withBankSimulator,
} from '../helpers/bank';
import { createTestOrg } from '../helpers/fixtures';
import { moneyOf } from '../helpers/measurements';
import { startTestSmtpServer, type TestSmtpServer } from '../helpers/smtp-server';

const bank = withBankSimulator();
let server: TestServer;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  process.env.SMTP_URL = smtp.url;
  process.env.EMAIL_FROM = 'Envíos MX <avisos@envios.test>';
  resetConfigCache();
  server = await startAppServer();
  bank.simulator.setCallbackUrl(`${server.url}/api/bank/deposits`);
});
afterAll(async () => {
  await server?.close();
  closeMailTransport();
  await smtp?.stop();
});

const CONFIRM = { mensaje: 'confirmar' };
const RETURN_UNKNOWN = { mensaje: 'devolver', id: 1 };
const RETURN_DATA = { mensaje: 'devolver', id: 14 };

/** An organization with a zero balance, its CLABE, and an owner, a finance member and a viewer. */
async function merchant() {
  const org = await createTestOrg({ balance: 0 });
  const tag = org.id.slice(0, 8);
  const emails = { owner: `dueno-${tag}@tienda.test`, finance: `finanzas-${tag}@tienda.test`, viewer: `lector-${tag}@tienda.test` };
  for (const [role, email] of Object.entries(emails)) {
    await createUser(getDb(), { email, password: 'contraseña-segura', organizationId: org.id, role: role as 'owner' });
  }
  const { clabe } = await ensureOrganizationClabe(getDb(), { organizationId: org.id });
  return { org, clabe, emails };
}

async function expectLedgerHolds(organizationId: string) {
  const money = await moneyOf(organizationId);
  expect(money.balance).toBe(money.ledgerSum);
  return money;
}

const receiptsFor = async (depositId: string) =>
  (await getDb().select().from(emailOutbox).where(eq(emailOutbox.template, 'deposit-receipt'))).filter((m) =>
    JSON.stringify(m.dedupeKey).includes(depositId),
  );

describe('a transfer to an organization CLABE', () => {
  it('is credited once, answered confirmar, and its receipt reaches the owners and finance', async () => {
    const { org, clabe, emails } = await merchant();
    const sent = await bank.simulator.sendAbono({
      clabe,
      monto: 1500.5,
      nombreOrdenante: 'TIENDA ÑANDÚ SA DE CV',
      concepto: 'RECARGA NOVIEMBRE',
    });
    expect(sent.status).toBe(200);
    expect(sent.answer).toEqual(CONFIRM);
    expect(sent.attempts).toHaveLength(1);
    const trackingKey = sent.abono.claveRastreo as string;

    const deposit = await depositOf(trackingKey);
    expect(deposit).toMatchObject({
      organizationId: org.id,
      status: 'credited',
      amountCentavos: 150_050,
      clabe,
      receiptQueued: true,
      returnReason: null,
    });
    expect(deposit.payerName).toBe('TIENDA ÑANDÚ SA DE CV');
    const [entry] = await getDb().select().from(ledgerEntries).where(eq(ledgerEntries.id, deposit.ledgerEntryId!));
    expect(entry).toMatchObject({ kind: 'topup', amountCentavos: 150_050, organizationId: org.id });
    expect(entry.description).toContain(trackingKey);
    expect(await expectLedgerHolds(org.id)).toMatchObject({ balance: 150_050 });

    await drainEmailOutbox(getDb());
    const subject = /^Recibimos tu transferencia de \$1,500\.50/;
    const owner = await smtp.waitFor((m) => m.to.includes(emails.owner) && subject.test(m.subject));
    await smtp.waitFor((m) => m.to.includes(emails.finance) && subject.test(m.subject));
    expect(owner.text).toContain(trackingKey);
    expect(owner.text).toContain('TIENDA ÑANDÚ SA DE CV');
    expect(owner.text).toContain('Saldo nuevo');
    expect(owner.text).toContain('$1,500.50');
    expect(owner.text).toContain(clabe);
    expect(smtp.to(emails.viewer).filter((m) => subject.test(m.subject))).toEqual([]);
  });

  it('sent again with the same tracking key: the same answer, nothing more credited or mailed', async () => {
    const { org, clabe } = await merchant();
    const first = await bank.simulator.sendAbono({ clabe, monto: '200.00' });
    const trackingKey = first.abono.claveRastreo as string;
    const before = await moneyOf(org.id);
    const deposit = await depositOf(trackingKey);
    const receipts = (await receiptsFor(deposit.id)).length;
    expect(receipts).toBe(2);

    const again = await bank.simulator.sendAbono({ clabe, monto: '200.00', claveRastreo: trackingKey });
    expect(again.answer).toEqual(first.answer);
    expect(again.attempts[0].body).toBe(first.attempts[0].body);
    expect(await moneyOf(org.id)).toEqual(before);
    expect(await depositCount(trackingKey)).toBe(1);
    expect(await topupCount(org.id)).toBe(1);
    expect(await receiptsFor(deposit.id)).toHaveLength(receipts);
  });

  it('N identical callbacks at once credit once, and every one is answered confirmar', async () => {
    const { org, clabe } = await merchant();
    const abono = abonoFor(clabe, 99.99);
    const answers = await Promise.all(Array.from({ length: 12 }, () => sendBankCallback(server.url, abono)));
    for (const answer of answers) expect({ status: answer.status, json: answer.json }).toEqual({ status: 200, json: CONFIRM });
    expect(await depositCount(abono.claveRastreo as string)).toBe(1);
    expect(await topupCount(org.id)).toBe(1);
    expect(await expectLedgerHolds(org.id)).toMatchObject({ balance: 9_999 });
  });

  it('the same signed request replayed while its timestamp is fresh is a repetition: nothing more', async () => {
    const { org, clabe } = await merchant();
    const body = JSON.stringify(abonoFor(clabe, 10));
    const headers = signBankCallback(TEST_BANK_SECRET, body, 'msg_replay_1');
    const first = await sendBankCallback(server.url, body, { unsigned: true, headers });
    expect(first.json).toEqual(CONFIRM);
    // the exact same bytes and headers again, within the 5 minutes the timestamp is valid
    const replay = await sendBankCallback(server.url, body, { unsigned: true, headers });
    expect(replay.json).toEqual(CONFIRM);
    expect(await topupCount(org.id)).toBe(1);
  });
});

describe('a tracking key, unique per sending bank and operation day (SPEI)', () => {
  const depositsOf = (trackingKey: string) =>
    getDb().select().from(bankDeposits).where(eq(bankDeposits.trackingKey, trackingKey)).orderBy(bankDeposits.receivedAt);

  it('from another bank or on another day is another transfer: each is credited', async () => {
    const { org, clabe } = await merchant();
    const first = abonoFor(clabe, 100, { institucionOrdenante: '40012', fechaOperacion: '20261127' });
    const otherBank = { ...first, institucionOrdenante: '40002' };
    const otherDay = { ...first, fechaOperacion: '20261128' };
    for (const abono of [first, otherBank, otherDay]) expect((await sendBankCallback(server.url, abono)).json).toEqual(CONFIRM);
    expect((await sendBankCallback(server.url, first)).json).toEqual(CONFIRM);
    const rows = await depositsOf(first.claveRastreo as string);
    expect(rows.map((r) => [r.payerInstitution, r.operationDate, r.status])).toEqual([
      ['40012', '2026-11-27', 'credited'],
      ['40002', '2026-11-27', 'credited'],
      ['40012', '2026-11-28', 'credited'],
    ]);
    expect(await topupCount(org.id)).toBe(3);
    expect(await expectLedgerHolds(org.id)).toMatchObject({ balance: 30_000 });
  });

  it.each([
    ['another amount', { monto: 101 }],
    ['another CLABE', { cuentaBeneficiario: 'other' }],
    ['another payer account', { cuentaOrdenante: '012180004567890125' }],
  ])('from the same bank and day with %s: kept for the operator, returned 30, nothing credited', async (_, change) => {
    const { org, clabe } = await merchant();
    const other = await merchant();
    const first = abonoFor(clabe, 100, { institucionOrdenante: '40012', fechaOperacion: '20261127' });
    expect((await sendBankCallback(server.url, first)).json).toEqual(CONFIRM);
    const conflicting = {
      ...first,
      ...change,
      ...('cuentaBeneficiario' in change ? { cuentaBeneficiario: other.clabe } : {}),
    };
    const before = await rejectionCount();
    const body = JSON.stringify(conflicting);
    const answer = await sendBankCallback(server.url, body);
    expect({ status: answer.status, json: answer.json }).toEqual({ status: 200, json: { mensaje: 'devolver', id: 30 } });
    expect(await rejectionCount()).toBe(before + 1);
    const [rejection] = await getDb()
      .select()
      .from(bankCallbackRejections)
      .where(eq(bankCallbackRejections.reason, 'conflicting_duplicate'))
      .orderBy(desc(bankCallbackRejections.receivedAt))
      .limit(1);
    expect(rejection.body).toBe(body);
    expect(await depositCount(first.claveRastreo as string)).toBe(1);
    expect(await expectLedgerHolds(org.id)).toMatchObject({ balance: 10_000 });
    expect(await expectLedgerHolds(other.org.id)).toMatchObject({ balance: 0 });
    // the recorded transfer itself sent again still gets its first answer
    expect((await sendBankCallback(server.url, first)).json).toEqual(CONFIRM);
  });
});

describe('a transfer that is returned', () => {
  it('to a CLABE nobody holds: a returned deposit with no organization, answered devolver 1, again the same', async () => {
    const unknown = buildClabe('646', '180', 99_999_999_999);
    const sent = await bank.simulator.sendAbono({ clabe: unknown, monto: 500 });
    expect(sent.answer).toEqual(RETURN_UNKNOWN);
    const trackingKey = sent.abono.claveRastreo as string;
    expect(await depositOf(trackingKey)).toMatchObject({
      organizationId: null,
      status: 'returned',
      returnReason: 'unknown_account',
      ledgerEntryId: null,
      receiptQueued: false,
    });
    const again = await bank.simulator.sendAbono({ clabe: unknown, monto: 500, claveRastreo: trackingKey });
    expect(again.answer).toEqual(RETURN_UNKNOWN);
    expect(await depositCount(trackingKey)).toBe(1);
  });

  it.each([
    ['zero', 0],
    ['zero as text', '0.00'],
    ['negative', -250],
    ['more than 2 decimals', 10.125],
    ['more than 2 decimals as text', '10.001'],
    ['not a number', 'cien pesos'],
    ['an exponent', '1e3'],
    ['null', null],
    ['an object', { valor: 10 }],
  ])('an amount that is %s: returned (devolver 14), nothing credited', async (_, monto) => {
    const { org, clabe } = await merchant();
    const abono = abonoFor(clabe, monto);
    const answer = await sendBankCallback(server.url, abono);
    expect({ status: answer.status, json: answer.json }).toEqual({ status: 200, json: RETURN_DATA });
    expect(await depositOf(abono.claveRastreo as string)).toMatchObject({
      organizationId: org.id,
      status: 'returned',
      returnReason: 'invalid_amount',
      amountCentavos: null,
      ledgerEntryId: null,
    });
    expect(await expectLedgerHolds(org.id)).toMatchObject({ balance: 0 });
  });

  it.each([
    ['100.100000000000001', 'a number that rounds to 100.10'],
    ['1e3', 'an exponent that reads as 1000'],
  ])('an amount written as the JSON number %s (%s): returned (devolver 14), nothing credited', async (written) => {
    const { org, clabe } = await merchant();
    const abono = abonoFor(clabe, 0);
    const body = JSON.stringify(abono).replace('"monto":0', `"monto":${written}`);
    expect(body).toContain(`"monto":${written}`);
    const answer = await sendBankCallback(server.url, body);
    expect({ status: answer.status, json: answer.json }).toEqual({ status: 200, json: RETURN_DATA });
    expect(await depositOf(abono.claveRastreo as string)).toMatchObject({
      status: 'returned',
      returnReason: 'invalid_amount',
      amountCentavos: null,
      amountText: written,
    });
    expect(await expectLedgerHolds(org.id)).toMatchObject({ balance: 0 });
  });

  it('to an account type that is not a CLABE (a debit card, 3): returned (devolver 17), nothing credited', async () => {
    const { org, clabe } = await merchant();
    const abono = abonoFor(clabe, 100, { tipoCuentaBeneficiario: 3 });
    const answer = await sendBankCallback(server.url, abono);
    expect(answer.json).toEqual({ mensaje: 'devolver', id: 17 });
    expect(await depositOf(abono.claveRastreo as string)).toMatchObject({ status: 'returned', returnReason: 'wrong_account_type' });
    expect(await expectLedgerHolds(org.id)).toMatchObject({ balance: 0 });
  });

  it('in another currency: returned (devolver 5), nothing credited', async () => {
    const { org, clabe } = await merchant();
    const sent = await bank.simulator.sendAbono({ clabe, monto: 100, moneda: 'USD' });
    expect(sent.answer).toEqual({ mensaje: 'devolver', id: 5 });
    expect(await depositOf(sent.abono.claveRastreo as string)).toMatchObject({
      status: 'returned',
      returnReason: 'other_currency',
      currency: 'USD',
    });
    expect(await expectLedgerHolds(org.id)).toMatchObject({ balance: 0 });
  });
});

describe('a callback refused before it is read', () => {
  const rejectionIds = async () =>
    new Set((await getDb().select({ id: bankCallbackRejections.id }).from(bankCallbackRejections)).map((r) => r.id));
  const rejectionsSince = async (before: Set<string>) =>
    (await getDb().select().from(bankCallbackRejections)).filter((row) => !before.has(row.id));

  it.each([
    ['signed with another secret', { secret: 'whsec_b3Ryby1zZWNyZXRvLXF1ZS1uby1lcy1lbC1kZWwtYmFuY28=' }, 'invalid_signature'],
    ['unsigned', { unsigned: true }, 'invalid_signature'],
    ['replayed with a stale timestamp (10 minutes old)', { at: new Date(Date.now() - 10 * 60_000) }, 'invalid_signature'],
    ['signed but timestamped 10 minutes ahead', { at: new Date(Date.now() + 10 * 60_000) }, 'invalid_signature'],
  ] as const)('%s: recorded for the operator, answered devolver, credits nobody', async (_, options, reason) => {
    const { org, clabe } = await merchant();
    const since = await rejectionIds();
    const abono = abonoFor(clabe, 1000);
    const answer = await sendBankCallback(server.url, abono, options);
    expect({ status: answer.status, json: answer.json }).toEqual({ status: 200, json: RETURN_DATA });
    const [rejection, ...more] = await rejectionsSince(since);
    expect(more).toEqual([]);
    expect(rejection).toMatchObject({ reason });
    expect(rejection.body).toContain(abono.claveRastreo as string);
    expect(await depositCount(abono.claveRastreo as string)).toBe(0);
    expect(await expectLedgerHolds(org.id)).toMatchObject({ balance: 0 });
  });

  it('unsigned and large: at most 4 KiB kept, saying it was cut; signed but malformed: kept up to 64 KiB', async () => {
    const since = await rejectionIds();
    const big = JSON.stringify({ claveRastreo: 'GRANDE1', relleno: 'ñ'.repeat(20_000) });
    const unsigned = await sendBankCallback(server.url, big, { unsigned: true });
    expect(unsigned.json).toEqual(RETURN_DATA);
    const signed = await sendBankCallback(server.url, big);
    expect(signed.json).toEqual(RETURN_DATA);
    const rows = await rejectionsSince(since);
    const cut = rows.find((r) => r.reason === 'invalid_signature');
    expect(Buffer.byteLength(cut!.body)).toBeLessThanOrEqual(4 * 1024);
    expect(cut!.body.startsWith('{"claveRastreo":"GRANDE1","relleno":"ñññ')).toBe(true);
    expect(cut!.body).toMatch(/\[recortado: el cuerpo sin firma válida tenía \d+ bytes; se guardan los primeros\]$/);
    expect(rows.find((r) => r.reason === 'malformed')!.body).toBe(big);
  });

  it.each([
    ['not JSON', 'esto no es un aviso {'],
    ['JSON that is not an object', '[1, 2, 3]'],
    ['an abono without tracking key', JSON.stringify({ cuentaBeneficiario: '646180000000000011', monto: 10 })],
    ['an abono without destination CLABE', JSON.stringify({ claveRastreo: 'SINCUENTA1', monto: 10 })],
  ])('a signed body that is %s: recorded as malformed, answered devolver', async (_, body) => {
    const since = await rejectionIds();
    const answer = await sendBankCallback(server.url, body);
    expect({ status: answer.status, json: answer.json }).toEqual({ status: 200, json: RETURN_DATA });
    const rejections = await rejectionsSince(since);
    expect(rejections.map((r) => [r.reason, r.body])).toEqual([['malformed', body]]);
  });
});

describe('without the bank settings', () => {
  it('the intake answers 503 in Spanish and records nothing', async () => {
    const names = ['BANK_WEBHOOK_SECRET', 'BANK_API_URL', 'BANK_API_KEY'] as const;
    const saved = names.map((name) => [name, process.env[name]] as const);
    for (const name of names) delete process.env[name];
    resetConfigCache();
    try {
      const { org, clabe } = await merchant();
      const rejections = await rejectionCount();
      const abono = abonoFor(clabe, 100);
      const answer = await sendBankCallback(server.url, abono);
      expect(answer.status).toBe(503);
      expect(answer.code).toBe('service_unavailable');
      expect(answer.json).toEqual({ error: 'La recepción de transferencias SPEI no está configurada en este servidor.' });
      expect(await rejectionCount()).toBe(rejections);
      expect(await depositCount(abono.claveRastreo as string)).toBe(0);
      expect(await expectLedgerHolds(org.id)).toMatchObject({ balance: 0 });
    } finally {
      for (const [name, value] of saved) if (value !== undefined) process.env[name] = value;
      resetConfigCache();
    }
  });
});

describe('the CLABE of an organization', () => {
  it('is assigned once under parallel first calls, valid, and distinct between organizations', async () => {
    const orgs = await Promise.all(Array.from({ length: 4 }, () => createTestOrg({ balance: 0 })));
    const views = await Promise.all(
      orgs.flatMap((org) =>
        Array.from({ length: 8 }, () =>
          ensureOrganizationClabe(getDb(), { organizationId: org.id }).then((v) => [org.id, v.clabe] as const),
        ),
      ),
    );
    const byOrg = new Map<string, Set<string>>();
    for (const [id, clabe] of views) byOrg.set(id, (byOrg.get(id) ?? new Set()).add(clabe));
    for (const set of byOrg.values()) expect(set.size).toBe(1);
    const clabes = [...byOrg.values()].map((set) => [...set][0]);
    expect(new Set(clabes).size).toBe(orgs.length);
    for (const clabe of clabes) expect(clabe).toMatch(/^646180\d{12}$/);
    const [rows] = await getDb().execute<{ n: number }>(
      sql`select count(*)::int as n from ${organizationClabes} where organization_id in ${orgs.map((o) => o.id)}`,
    );
    expect(rows.n).toBe(orgs.length);
  });
});
