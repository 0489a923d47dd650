// The automatic recharge job (docs/payments.md, "Direct debit"). Its claim does two things in two statements:
// 1. inserts a direct_debits row for each organization due: a live organization whose enabled, active recharge has a
//    threshold above its balance, with no debit pending and none succeeded in the current period: neither under the
//    period's key nor requested inside the period's Mexico City window whatever its key (a recharge moved from day to
//    month after today's debit waits for next month). The unique organization + period key makes it one even when
//    several processes claim at once; a period whose debit failed, the recharge suspended and then resumed by the
//    merchant, gets a second key "2026-11-28/2". The row copies what it asks (payer CLABE and name, mandate) from the
//    settings, so every attempt sends the same request even if the settings change meanwhile;
// 2. takes the rows still requested whose next attempt is due (the bank was down or its answer lost), counting the
//    attempt as it takes them: the count moves the next attempt later, which is the claim's lease.
// Each claimed row is sent to the bank with its id as the idempotency key and its outcome recorded (./settle.ts). A
// 400/401/403/404 is our side wrong (the key, the URL, the request): the row fails with a Spanish reason, the recharge
// is suspended and the merchant emailed as for a rejection, and the operator gets an error in the log.
// Woken by a debit leaving a balance below an active threshold (lib/billing/ledger.ts) and by saving an enabled
// recharge; polled every minute otherwise.
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { log } from '@/lib/platform/log';
import { MEXICO_CITY_TIME_ZONE } from '@/lib/platform/time/mexico-city';
import { defineJob } from '@/lib/platform/jobs/job';
import { directDebitConfigured, requestDirectDebit } from '../bank/direct-debit';
import { AUTO_RECHARGE_NOTIFY_CHANNEL } from './channel';
import { periodKeys } from './period';
import { recordDirectDebitFailure, recordDirectDebitSuccess } from './settle';

export type AutoRechargeJobOptions = { now: Date };

/** What the merchant reads when the bank refused our request itself (our configuration, not their account). */
export const CONFIGURATION_FAILURE_REASON = 'El banco rechazó la solicitud de cargo (error de configuración); revisa la domiciliación';

/**
 * Minutes from the request to the next attempt after `attempts` attempts: 1, 3, 7, 15, 31, 63, 127, then one more
 * hour each (a bank down for a day is asked about 24 times, never charged twice: same key each time).
 */
const nextAttemptDue = (now: Date) => sql`d.requested_at + make_interval(mins =>
  (power(2, least(d.attempts, 7))::int - 1) + greatest(d.attempts - 7, 0) * 60) <= ${now.toISOString()}::timestamptz`;

/** Inserts the rows of the organizations due now; returns their ids (already counted as one attempt). */
export async function createDueDirectDebits(db: Db, input: { limit: number; now?: Date }): Promise<string[]> {
  const now = input.now ?? new Date();
  const keys = periodKeys(now);
  const base = sql`(case s.period when 'day' then ${keys.day} when 'week' then ${keys.week} else ${keys.month} end)`;
  // the period's window on the Mexico City calendar (date_trunc's week starts on Monday, as the ISO week)
  const unit = sql`(case s.period when 'day' then 'day' when 'week' then 'week' else 'month' end)`;
  const zone = sql`${MEXICO_CITY_TIME_ZONE}::text`;
  const localNow = sql`(${now.toISOString()}::timestamptz at time zone ${zone})`;
  const rows = await db.execute<{ id: string }>(sql`
    with candidate as (
      select s.organization_id, s.amount_centavos, s.payer_clabe, s.payer_name, s.mandate_reference, ${base} as base,
        date_trunc(${unit}, ${localNow}) at time zone ${zone} as window_start,
        (date_trunc(${unit}, ${localNow}) + ('1 ' || ${unit})::interval) at time zone ${zone} as window_end
      from auto_recharge_settings s join organizations o on o.id = s.organization_id
      where s.enabled and s.status = 'active' and o.mode = 'live' and o.balance_centavos < s.threshold_centavos
    ), keyed as (
      select c.*, (select count(*) from direct_debits d where d.organization_id = c.organization_id
          and (d.period_key = c.base or d.period_key like c.base || '/%')) as used
      from candidate c
      where not exists (select 1 from direct_debits d where d.organization_id = c.organization_id
          and (d.status = 'requested' or (d.status = 'succeeded' and (d.period_key = c.base or d.period_key like c.base || '/%'
            or (d.requested_at >= c.window_start and d.requested_at < c.window_end)))))
      limit ${input.limit}::int
    )
    insert into direct_debits (organization_id, period_key, amount_centavos, payer_clabe, payer_name, mandate_reference, attempts)
    select organization_id, case when used = 0 then base else base || '/' || (used + 1) end, amount_centavos,
      payer_clabe, payer_name, mandate_reference, 1
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

/**
 * Sends one requested row to the bank (its id the idempotency key) and records the outcome. The request is the row's
 * (a row made before the row kept it, its columns null, falls back to the settings).
 */
export async function runDirectDebit(db: Db, debitId: string): Promise<DirectDebitRunResult> {
  const [row] = await db.execute<Pending>(sql`
    select d.id, d.organization_id, d.amount_centavos, coalesce(d.payer_clabe, s.payer_clabe) as payer_clabe,
      coalesce(d.payer_name, s.payer_name) as payer_name, coalesce(d.mandate_reference, s.mandate_reference) as mandate_reference
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
  if (result.outcome === 'refused') {
    log.error(
      'auto-recharge: the bank refused our direct-debit request (check BANK_API_URL, BANK_API_KEY and the request); debit failed, recharge suspended',
      {
        debitId,
        organizationId: row.organization_id,
        status: result.status,
        detail: result.detail,
      },
    );
    return (await recordDirectDebitFailure(db, { ...debit, reason: CONFIGURATION_FAILURE_REASON })) ? 'failed' : 'settled_before';
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
