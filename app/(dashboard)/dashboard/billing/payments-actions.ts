'use server';
// The billing page's payment forms (docs/payments.md): a test-mode transfer through the bank simulator
// (simulate-transfer-form.tsx; lib/payments/deposits/sandbox-deposit.ts, as POST /api/v1/sandbox/deposits), the
// automatic recharge (auto-recharge-card.tsx; as PUT /api/v1/billing/auto-recharge) and the fiscal data
// (fiscal-data-card.tsx; as PUT /api/v1/billing/fiscal-data). The forms send text; the same schemas as the API check
// it, and each problem comes back under its field (ActionError.fields) named by the form's label.
import { revalidatePath } from 'next/cache';
import { z, type ZodType } from 'zod';
import { getDb } from '@/lib/platform/db';
import { orgAction } from '@/lib/http/server-action';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { formatZodError, zodFieldErrors } from '@/lib/platform/errors/zod-es';
import { sandboxDepositRequestSchema, simulateDeposit } from '@/lib/payments/deposits/sandbox-deposit';
import { updateAutoRecharge, updateAutoRechargeSchema } from '@/lib/payments/auto-recharge/settings';
import { updateFiscalData } from '@/lib/payments/fiscal/fiscal-data';
import { updateFiscalDataSchema } from '@/lib/payments/fiscal/schemas';

/** The schema's output, or a validation_error whose `fields` name each problem's field (shown next to its input). */
function parseForm<S extends ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw new DomainError('validation_error', formatZodError(parsed.error, 'El formulario'), {
    fields: zodFieldErrors(parsed.error, { subject: 'El formulario', root: 'form' }),
  });
}

/** "1,500.50" or "1500.5" as pesos; text that is not a number stays text, so the schema refuses it in Spanish. */
const pesosText = (value: string) => {
  const plain = value.trim().replace(/[$,\s]/g, '');
  return plain !== '' && Number.isFinite(Number(plain)) ? Number(plain) : plain === '' ? undefined : plain;
};

const formText = z.string().max(400);

export const simulateTransferAction = orgAction(
  {
    name: 'simulateTransfer',
    // as POST /api/v1/sandbox/deposits: who may change billing (lib/http/billing-change-access.ts); test mode only (domain)
    permission: 'billing:manage',
    input: z.strictObject({ amount: formText, payerName: formText }),
    labels: { amount: 'Monto (MXN)', payerName: 'Nombre del ordenante' },
  },
  async ({ session, input }) => {
    const request = parseForm(sandboxDepositRequestSchema, {
      amount: pesosText(input.amount),
      payerName: input.payerName.trim() || undefined,
    });
    const deposit = await simulateDeposit(getDb(), { organizationId: session.organizationId, request });
    revalidatePath('/dashboard', 'layout');
    return { status: deposit.status, amount: deposit.amount, trackingKey: deposit.trackingKey, reason: deposit.returnReasonLabel };
  },
);

export const saveAutoRechargeAction = orgAction(
  {
    name: 'saveAutoRecharge',
    permission: 'billing:manage',
    input: z.strictObject({
      enabled: z.boolean(),
      threshold: formText,
      amount: formText,
      period: formText,
      payerClabe: formText,
      payerName: formText,
      mandateReference: formText,
    }),
    labels: {
      enabled: 'Recarga automática activada',
      threshold: 'Recargar cuando el saldo baje de (MXN)',
      amount: 'Monto de cada recarga (MXN)',
      period: 'Como máximo una recarga por',
      payerClabe: 'CLABE de la cuenta domiciliada',
      payerName: 'Titular de la cuenta',
      mandateReference: 'Referencia del mandato',
    },
  },
  async ({ session, input, actor }) => {
    const settings = parseForm(updateAutoRechargeSchema, {
      ...input,
      threshold: pesosText(input.threshold),
      amount: pesosText(input.amount),
    });
    const saved = await updateAutoRecharge(getDb(), { ...settings, organizationId: session.organizationId, actor });
    revalidatePath('/dashboard/billing');
    return saved;
  },
);

export const saveFiscalDataAction = orgAction(
  {
    name: 'saveFiscalData',
    permission: 'billing:manage',
    input: z.strictObject({
      rfc: formText,
      legalName: formText,
      taxRegime: formText,
      postalCode: formText,
      cfdiUse: formText,
      email: formText,
      invoiceMode: formText,
    }),
    labels: {
      rfc: 'RFC',
      legalName: 'Razón social',
      taxRegime: 'Régimen fiscal',
      postalCode: 'Código postal fiscal',
      cfdiUse: 'Uso de CFDI',
      email: 'Correo para recibir las facturas',
      invoiceMode: 'Facturación',
    },
  },
  async ({ session, input, actor }) => {
    const data = parseForm(updateFiscalDataSchema, { ...input, email: input.email.trim() || null });
    const saved = await updateFiscalData(getDb(), { ...data, organizationId: session.organizationId, actor });
    revalidatePath('/dashboard/billing');
    return saved;
  },
);
