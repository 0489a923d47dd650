// The payments vocabulary of issue 41 (docs/payments.md): SPEI deposits to an organization's own CLABE, the automatic
// recharge by direct debit, and the CFDI 4.0 invoices of what the merchant paid.

/**
 * One incoming SPEI transfer as the bank reported it. credited: it matched an organization's CLABE and its amount was
 * valid, a `topup` ledger entry holds the money. returned: nobody was credited (unknown CLABE, an amount we refuse) and
 * the bank was answered "devolver" with a return reason, so the money goes back to the payer.
 */
export const bankDepositStatuses = ['credited', 'returned'] as const;
export type BankDepositStatus = (typeof bankDepositStatuses)[number];

/**
 * Why a deposit was returned. The numbers are the bank's return reasons (the STP-style SPEI participant's catalogue of
 * devoluciones: 1 the account does not exist, 3 the account type is wrong, 14 missing or wrong data).
 */
export const bankReturnReasons = {
  unknown_account: { code: 1, label: 'La cuenta CLABE no existe' },
  other_currency: { code: 5, label: 'Cuenta en otra divisa' },
  invalid_amount: { code: 14, label: 'Falta información mandatoria o es incorrecta (monto no válido)' },
  wrong_account_type: { code: 17, label: 'El tipo de cuenta no corresponde' },
  repeated_tracking_key: { code: 30, label: 'Clave de rastreo repetida por el participante emisor y día de operación' },
} as const;
export type BankReturnReason = keyof typeof bankReturnReasons;

/**
 * A callback the service refused: kept for the operator, credits nobody. invalid_signature and malformed are refused
 * before the body is read as a deposit; conflicting_duplicate is a deposit whose tracking key, sending bank and
 * operation day are those of a recorded one but whose amount, CLABE or payer differ (returned with reason 30).
 */
export const bankCallbackRejectionReasons = ['invalid_signature', 'malformed', 'conflicting_duplicate'] as const;
export type BankCallbackRejectionReason = (typeof bankCallbackRejectionReasons)[number];

/**
 * One direct-debit request of the automatic recharge (domiciliación): requested (sent to the bank, its answer pending)
 * -> succeeded (the money was taken: a `topup` ledger entry) or failed (the bank refused; the recharge is suspended).
 */
export const directDebitStatuses = ['requested', 'succeeded', 'failed'] as const;
export type DirectDebitStatus = (typeof directDebitStatuses)[number];

/** How often at most one automatic recharge may be requested (the period is a Mexico City day, ISO week or month). */
export const autoRechargePeriods = ['day', 'week', 'month'] as const;
export type AutoRechargePeriod = (typeof autoRechargePeriods)[number];

/** The automatic recharge: active (may debit), suspended (a debit failed; the merchant must act to resume it). */
export const autoRechargeStatuses = ['active', 'suspended'] as const;
export type AutoRechargeStatus = (typeof autoRechargeStatuses)[number];

/** When an organization is invoiced: one CFDI per top-up, or one per Mexico City month covering its top-ups. */
export const invoiceModes = ['per_topup', 'monthly'] as const;
export type InvoiceMode = (typeof invoiceModes)[number];

/** What an invoice covers: one top-up, or one month of top-ups. */
export const invoiceKinds = ['topup', 'monthly'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/**
 * An invoice's life: pending_stamp ("pendiente de timbrar": built and sealed, waiting for the PAC; retried by the job
 * runner) -> stamped (the PAC's timbre fiscal digital is in its XML) -> cancellation_pending (asked of the PAC, which
 * may need the receiver's acceptance) -> cancelled; or pending_stamp -> failed (the PAC refused it for good, or the
 * SAT's 72 hours from its Fecha passed: its top-ups are released and invoiced again by a new invoice). A refused
 * cancellation goes back from cancellation_pending to stamped. An invoice is never deleted nor its XML changed; the
 * trigger of migration 0035 allows only these moves.
 */
export const invoiceStatuses = ['pending_stamp', 'stamped', 'cancellation_pending', 'cancelled', 'failed'] as const;

/** The moves between invoice statuses the database allows (migration 0035's trigger says the same). */
export const invoiceTransitions: Readonly<Record<InvoiceStatus, readonly InvoiceStatus[]>> = {
  pending_stamp: ['stamped', 'failed'],
  stamped: ['cancellation_pending'],
  cancellation_pending: ['cancelled', 'stamped'],
  cancelled: [],
  failed: [],
};
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** The SAT's cancellation reasons (c_MotivoCancelacion); 01 needs the UUID of the invoice that replaces it. */
export const invoiceCancellationReasons = {
  '01': 'Comprobante emitido con errores con relación',
  '02': 'Comprobante emitido con errores sin relación',
  '03': 'No se llevó a cabo la operación',
  '04': 'Operación nominativa relacionada en una factura global',
} as const;
export type InvoiceCancellationReason = keyof typeof invoiceCancellationReasons;
