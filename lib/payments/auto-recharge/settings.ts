// An organization's automatic recharge (docs/payments.md, "Direct debit"): when its balance falls below `threshold`,
// one direct debit of `amount` from the pre-authorised account (payer CLABE and name, the mandate reference of the
// domiciliación the merchant signed with the bank), at most once per period (a Mexico City day, ISO week or month).
// Amounts travel in pesos (two decimals at most) and are stored in centavos. A failed debit suspends it
// (./settle.ts); saving it with enabled true resumes it. Read and changed by owner, admin or finance. A change is
// audited (auto_recharge.updated, before and after, the payer CLABE by its last four digits only) in its transaction.
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '@/db/client';
import { autoRechargeSettings, type AutoRechargeSetting, type DirectDebit, directDebits } from '@/db/schema';
import { type AuditActor, recordAudit } from '@/lib/audit/record-audit';
import { checkClabe } from '@/lib/cod/clabe';
import { maskClabe } from '@/lib/cod/settings';
import { DomainError } from '@/lib/platform/errors/domain-error';
import '@/lib/platform/errors/zod-es';
import { parseDecimalPesos } from '@/lib/platform/money/decimal';
import { safeText } from '@/lib/platform/text/zod';
import { autoRechargePeriods, autoRechargeStatuses, directDebitStatuses } from '@/model/payments';
import { AUTO_RECHARGE_NOTIFY_CHANNEL } from './channel';

export const MIN_AMOUNT_CENTAVOS = 100_00;
export const MAX_AMOUNT_CENTAVOS = 100_000_00;
export const MAX_THRESHOLD_CENTAVOS = 10_000_000_00;

/** Pesos as the platform reads a decimal amount (lib/platform/money/decimal.ts): at most two decimals, no exponent. */
const pesos = () =>
  z.number({ error: 'debe ser un número de pesos' }).refine((value) => Number.isFinite(value) && parseDecimalPesos(String(value)).ok, {
    error: 'admite como máximo dos decimales',
  });

/** The centavos of an amount `pesos()` accepted, exactly (no float multiplied by 100). */
function centavosOf(value: number): number {
  const parsed = parseDecimalPesos(String(value));
  if (!parsed.ok) throw new RangeError(`not an amount of pesos: ${value}`);
  return parsed.centavos;
}

export const updateAutoRechargeSchema = z.strictObject({
  enabled: z.boolean({ error: 'debe ser true o false' }).meta({ description: 'true: recarga cuando el saldo baja del umbral' }),
  threshold: pesos()
    .refine((v) => v > 0, { error: 'debe ser mayor que 0' })
    .refine((v) => v <= MAX_THRESHOLD_CENTAVOS / 100, { error: 'puede ser como máximo de 10,000,000 pesos' })
    .meta({ description: 'Pesos: cuando el saldo queda por debajo, se pide el cargo' }),
  amount: pesos()
    .refine((v) => v >= MIN_AMOUNT_CENTAVOS / 100 && v <= MAX_AMOUNT_CENTAVOS / 100, {
      error: 'debe ser de 100 a 100,000 pesos',
    })
    .meta({ description: 'Pesos que se cargan a la cuenta domiciliada (de 100 a 100,000)' }),
  period: z
    .enum(autoRechargePeriods, { error: 'debe ser day, week o month' })
    .meta({ description: 'Como máximo una recarga por día, semana ISO o mes (hora de la Ciudad de México)' }),
  payerClabe: z.string({ error: 'es obligatoria' }).trim().max(40, { error: 'debe tener 18 dígitos' }),
  payerName: safeText({ max: 40, messages: { min: 'es obligatorio', max: 'admite como máximo 40 caracteres' } }),
  mandateReference: z
    .string({ error: 'es obligatoria' })
    .trim()
    .min(1, { error: 'es obligatoria' })
    .max(40, { error: 'admite como máximo 40 caracteres' })
    .regex(/^[A-Za-z0-9-]+$/, { error: 'solo admite letras sin acentos, dígitos y guiones' }),
});
export type UpdateAutoRechargeInput = z.output<typeof updateAutoRechargeSchema>;

export const autoRechargeBodySchema = z.object({
  configured: z.boolean().meta({ description: 'false: la organización no ha configurado la recarga automática' }),
  enabled: z.boolean(),
  status: z.enum(autoRechargeStatuses).meta({ description: 'active: puede cargar; suspended: un cargo falló, vuelve a activarla' }),
  suspendedReason: z.string().nullable().meta({ description: 'Por qué se suspendió (el motivo del banco)' }),
  suspendedAt: z.iso.datetime().nullable(),
  threshold: z.number().nullable(),
  amount: z.number().nullable(),
  period: z.enum(autoRechargePeriods),
  payerClabe: z.string().nullable(),
  payerName: z.string().nullable(),
  mandateReference: z.string().nullable(),
  updatedAt: z.iso.datetime().nullable(),
  lastDebit: z
    .object({
      status: z
        .enum(directDebitStatuses)
        .meta({ description: 'requested: pedido al banco, sin respuesta aún; succeeded: abonado; failed: rechazado' }),
      amount: z.number(),
      period: z.string().meta({ description: 'El periodo del cargo: 2026-11-28, 2026-W48 o 2026-11 (/2 si se reanudó tras un rechazo)' }),
      bankReference: z.string().nullable(),
      failureReason: z.string().nullable(),
      requestedAt: z.iso.datetime(),
      settledAt: z.iso.datetime().nullable(),
    })
    .nullable()
    .meta({ description: 'El cargo domiciliado más reciente (null: ninguno)' }),
});
export type AutoRechargeBody = z.infer<typeof autoRechargeBodySchema>;

const notConfigured: AutoRechargeBody = {
  configured: false,
  enabled: false,
  status: 'active',
  suspendedReason: null,
  suspendedAt: null,
  threshold: null,
  amount: null,
  period: 'day',
  payerClabe: null,
  payerName: null,
  mandateReference: null,
  updatedAt: null,
  lastDebit: null,
};

function lastDebitBody(debit: DirectDebit | undefined): AutoRechargeBody['lastDebit'] {
  if (!debit) return null;
  return {
    status: debit.status,
    amount: debit.amountCentavos / 100,
    period: debit.periodKey,
    bankReference: debit.bankReference,
    failureReason: debit.failureReason,
    requestedAt: debit.requestedAt.toISOString(),
    settledAt: debit.settledAt?.toISOString() ?? null,
  };
}

export function autoRechargeBody(row: AutoRechargeSetting | undefined, lastDebit?: DirectDebit): AutoRechargeBody {
  if (!row) return notConfigured;
  return {
    configured: true,
    enabled: row.enabled,
    status: row.status,
    suspendedReason: row.suspendedReason,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    threshold: row.thresholdCentavos / 100,
    amount: row.amountCentavos / 100,
    period: row.period,
    payerClabe: row.payerClabe,
    payerName: row.payerName,
    mandateReference: row.mandateReference,
    updatedAt: row.updatedAt.toISOString(),
    lastDebit: lastDebitBody(lastDebit),
  };
}

const lastDebitOf = async (db: DbOrTx, organizationId: string) =>
  (
    await db
      .select()
      .from(directDebits)
      .where(eq(directDebits.organizationId, organizationId))
      .orderBy(desc(directDebits.requestedAt), desc(directDebits.id))
      .limit(1)
  )[0];

export async function getAutoRecharge(db: DbOrTx, input: { organizationId: string }): Promise<AutoRechargeBody> {
  const [row] = await db.select().from(autoRechargeSettings).where(eq(autoRechargeSettings.organizationId, input.organizationId));
  return autoRechargeBody(row, await lastDebitOf(db, input.organizationId));
}

/**
 * Saves the settings whole. The CLABE is checked (length, bank, check digit: a Spanish 400 naming payerClabe). Saving
 * with enabled true clears a suspension (the merchant acted: fixed the account, funded it, signed a new mandate).
 */
export async function updateAutoRecharge(
  db: DbOrTx,
  input: UpdateAutoRechargeInput & { organizationId: string; actor: AuditActor },
): Promise<AutoRechargeBody> {
  const clabe = checkClabe(input.payerClabe);
  if (!clabe.ok) {
    const message = `El campo payerClabe no es una CLABE válida: ${clabe.message}`;
    throw new DomainError('validation_error', message, { fields: [{ field: 'payerClabe', message }] });
  }
  const values = {
    enabled: input.enabled,
    thresholdCentavos: centavosOf(input.threshold),
    amountCentavos: centavosOf(input.amount),
    period: input.period,
    payerClabe: clabe.clabe,
    payerName: input.payerName,
    mandateReference: input.mandateReference,
  };
  const resume = input.enabled ? { status: 'active' as const, suspendedReason: null, suspendedAt: null } : {};
  const { organizationId } = input;
  const row = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(autoRechargeSettings)
      .where(eq(autoRechargeSettings.organizationId, organizationId))
      .for('update');
    const [after] = await tx
      .insert(autoRechargeSettings)
      .values({ organizationId, ...values })
      .onConflictDoUpdate({ target: autoRechargeSettings.organizationId, set: { ...values, ...resume, updatedAt: sql`now()` } })
      .returning();
    const summary = { before: before ? audited(before) : null, after: audited(after) };
    if (JSON.stringify(summary.before) !== JSON.stringify(summary.after)) {
      await recordAudit(tx, {
        organizationId,
        actor: input.actor,
        action: 'auto_recharge.updated',
        target: { type: 'organization', id: organizationId },
        summary,
      });
    }
    // a commit that may make the organization due wakes the job (./job.ts)
    if (input.enabled) await tx.execute(sql`select pg_notify(${AUTO_RECHARGE_NOTIFY_CHANNEL}, '')`);
    return after;
  });
  return autoRechargeBody(row, await lastDebitOf(db, organizationId));
}

/** What the audit entry shows of the settings: the payer CLABE only by its last four digits (as COD's payout CLABE). */
function audited(row: AutoRechargeSetting) {
  return {
    enabled: row.enabled,
    status: row.status,
    thresholdCentavos: row.thresholdCentavos,
    amountCentavos: row.amountCentavos,
    period: row.period,
    payerClabe: maskClabe(row.payerClabe),
    payerName: row.payerName,
    mandateReference: row.mandateReference,
  };
}
