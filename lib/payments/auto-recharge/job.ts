// The automatic recharge job (docs/payments.md, "Direct debit"). Its claim does two things in two statements:
// 1. inserts a direct_debits row for each organization due: a live organization whose enabled, active recharge has a
//    threshold above its balance, with no debit pending and none requested or succeeded in the current period (the
//    unique organization + period key makes it one even when several processes claim at once; a period whose debit
//    failed, the recharge suspended and then resumed by the merchant, gets a second key "2026-11-28/2");
// 2. takes the rows still requested whose next attempt is due (the bank was down or its answer lost), counting the
//    attempt as it takes them: the count moves the next attempt later, which is the claim's lease.
// Each claimed row is sent to the bank with its id as the idempotency key and its outcome recorded (./settle.ts).
// Woken by a debit leaving a balance below an active threshold (lib/billing/ledger.ts) and by saving an enabled
// recharge; polled every minute otherwise.
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { log } from '@/lib/platform/log';
import { defineJob } from '@/lib/platform/jobs/job';
import { directDebitConfigured, requestDirectDebit } from '../bank/direct-debit';
import { AUTO_RECHARGE_NOTIFY_CHANNEL } from './channel';
import { periodKeys } from './period';
import { recordDirectDebitFailure, recordDirectDebitSuccess } from './settle';

export type AutoRechargeJobOptions = { now: Date };

/**
 * Minutes from the request to the next attempt after `attempts` attempts: 1, 3, 7, 15, 31, 63, 127, then one more
 * hour each (a bank down for a day is asked about 24 times, never charged twice: same key each time).
 */
const nextAttemptDue = (now: Date) => sql`d.requested_at + make_interval(mins =>
  (power(2, least(d.attempts, 7))::int - 1) + greatest(d.attempts - 7, 0) * 60) <= ${now.toISOString()}::timestamptz`;

/** Inserts the rows of the organizations due now; returns their ids (already counted as one attempt). */
export async function createDueDirectDebits(db: Db, input: { limit: number; now?: Date }): Promise<string[]> {
  const keys = periodKeys(input.now ?? new Date());
  const base = sql`(case s.period when 'day' then ${keys.day} when 'week' then ${keys.week} else ${keys.month} end)`;
  const rows = await db.execute<{ id: string }>(sql`
    with candidate as (
      select s.organization_id, s.amount_centavos, ${base} as base
      from auto_recharge_settings s join organizations o on o.id = s.organization_id
      where s.enabled and s.status = 'active' and o.mode = 'live' and o.balance_centavos < s.threshold_centavos
    ), keyed as (
      select c.*, (select count(*) from direct_debits d where d.organization_id = c.organization_id
          and (d.period_key = c.base or d.period_key like c.base || '/%')) as used
      from candidate c
      where not exists (select 1 from direct_debits d where d.organization_id = c.organization_id
          and (d.status = 'requested' or ((d.period_key = c.base or d.period_key like c.base || '/%') and d.status = 'succeeded')))
      limit ${input.limit}::int
    )
    insert into direct_debits (organization_id, period_key, amount_centavos, attempts)
    select organization_id, case when used = 0 then base else base || '/' || (used + 1) end, amount_centavos, 1
    from keyed
    on conflict (organization_id, period_key) do nothing
    returning id`);
  return rows.map((r) => r.id);
}

/** Takes the requested rows whose next attempt is due, counting the attempt; returns their ids. */
export async function claimRetries(db: Db, input: { limit: number; now?: Date }): Promise<string[]> {
  const rows = await db.execute<{ id: string }>(sql`
    update direct_debits set attempts = attempts + 1
    where id in (
      select d.id from direct_debits d
      where d.status = 'requested' and ${nextAttemptDue(input.now ?? new Date())}
      order by d.requested_at
      for update skip locked
      limit ${input.limit}::int)
    returning id`);
  return rows.map((r) => r.id);
}

export async function claimDirectDebits(db: Db, input: { limit: number; now?: Date }): Promise<string[]> {
  if (!directDebitConfigured()) return [];
  const retries = await claimRetries(db, input);
  const created = retries.length < input.limit ? await createDueDirectDebits(db, { ...input, limit: input.limit - retries.length }) : [];
  return [...retries, ...created];
}

type Pending = {
  id: string;
  organization_id: string;
  amount_centavos: string;
  payer_clabe: string;
  payer_name: string;
  mandate_reference: string;
};

export type DirectDebitRunResult = 'succeeded' | 'failed' | 'retry_later' | 'settled_before';

/** Sends one requested row to the bank (its id the idempotency key) and records the outcome. */
export async function runDirectDebit(db: Db, debitId: string): Promise<DirectDebitRunResult> {
  const [row] = await db.execute<Pending>(sql`
    select d.id, d.organization_id, d.amount_centavos, s.payer_clabe, s.payer_name, s.mandate_reference
    from direct_debits d join auto_recharge_settings s on s.organization_id = d.organization_id
    where d.id = ${debitId}::uuid and d.status = 'requested'`);
  if (!row) return 'settled_before';
  const amountCentavos = Number(row.amount_centavos);
  const result = await requestDirectDebit({
    idempotencyKey: row.id,
    mandateReference: row.mandate_reference,
    payerClabe: row.payer_clabe,
    payerName: row.payer_name,
    amountCentavos,
    // SPEI-style concepts travel without accents (the banks' character set)
    concept: 'Recarga automatica de saldo',
  });
  const debit = { id: row.id, organizationId: row.organization_id, amountCentavos };
  if (result.outcome === 'unavailable') {
    log.warn('auto-recharge: the bank did not answer the direct debit, retried later with the same key', {
      debitId,
      detail: result.detail,
    });
    return 'retry_later';
  }
  if (result.outcome === 'accepted') {
    return (await recordDirectDebitSuccess(db, { ...debit, bankReference: result.bankReference })) ? 'succeeded' : 'settled_before';
  }
  return (await recordDirectDebitFailure(db, { ...debit, reason: result.reason })) ? 'failed' : 'settled_before';
}

/** One pass in the caller's process (tests, the CLI): claims what is due now and runs it; returns each outcome. */
export async function runAutoRechargeOnce(db: Db, input: { now?: Date; limit?: number } = {}): Promise<DirectDebitRunResult[]> {
  const ids = await claimDirectDebits(db, { limit: input.limit ?? 100, now: input.now });
  return Promise.all(ids.map((id) => runDirectDebit(db, id)));
}

export const autoRechargeJob = defineJob<string, { debitId: string }, AutoRechargeJobOptions>({
  name: 'auto-recharge',
  channel: AUTO_RECHARGE_NOTIFY_CHANNEL,
  pollIntervalMs: 60_000,
  concurrency: 2,
  leaseMs: 60_000,
  claim: (db, { limit, options }) => claimDirectDebits(db, { limit, now: options.now }),
  run: (db, debitId) => runDirectDebit(db, debitId),
  inngest: {
    id: 'auto-recharge-direct-debit',
    name: 'Recarga automática por domiciliación',
    event: 'payments/direct-debit.requested',
    concurrency: { key: 'event.data.debitId', limit: 1 },
    retries: 3,
    data: (debitId) => ({ debitId }),
    run: (db, data, step) => step.run('direct-debit', () => runDirectDebit(db, String(data.debitId))),
  },
});
