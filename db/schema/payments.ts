// Payments (issue 41, docs/payments.md): each organization's own CLABE, the SPEI deposits the bank reports and the
// callbacks refused, the automatic recharge and its direct debits, the fiscal data, and the CFDI 4.0 invoices.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  autoRechargePeriods,
  autoRechargeStatuses,
  bankCallbackRejectionReasons,
  bankDepositStatuses,
  directDebitStatuses,
  invoiceKinds,
  invoiceModes,
  invoiceStatuses,
} from '@/model/payments';
import { ledgerEntries, organizations } from './organizations';

/**
 * An organization's own CLABE: the platform's bank code and branch (configuration), an account number unique across
 * the platform (`account_number`, from the sequence `organization_clabe_account_seq`), and the check digit. Assigned
 * once, on first need (lib/payments/clabe.ts), and never changed: a merchant's customers save it.
 */
export const organizationClabes = pgTable(
  'organization_clabes',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    clabe: text('clabe').notNull(),
    accountNumber: bigint('account_number', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('organization_clabes_clabe_uq').on(t.clabe), unique('organization_clabes_account_uq').on(t.accountNumber)],
);

/**
 * One incoming SPEI transfer the bank reported, credited or returned; one row per tracking key (clave de rastreo) of a
 * sending bank and operation day (SPEI makes the key unique only there), so a callback sent again finds its row and
 * answers as the first time. `organizationId` is null when the CLABE is unknown.
 */
export const bankDeposits = pgTable(
  'bank_deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackingKey: text('tracking_key').notNull(),
    // the bank's own id of the operation
    bankOperationId: text('bank_operation_id'),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    clabe: text('clabe').notNull(),
    // as received, in centavos; null when it could not be read as a valid amount (a returned deposit)
    amountCentavos: bigint('amount_centavos', { mode: 'number' }),
    amountText: text('amount_text').notNull(),
    currency: text('currency').notNull().default('MXN'),
    payerName: text('payer_name'),
    payerRfc: text('payer_rfc'),
    payerAccount: text('payer_account'),
    payerInstitution: text('payer_institution'),
    concept: text('concept'),
    numericReference: text('numeric_reference'),
    // the date of the operation as the bank gave it (Mexico City)
    operationDate: date('operation_date'),
    status: text('status', { enum: bankDepositStatuses }).notNull(),
    // bankReturnReasons key when returned
    returnReason: text('return_reason'),
    ledgerEntryId: uuid('ledger_entry_id').references(() => ledgerEntries.id, { onDelete: 'set null' }),
    // the receipt email was queued (in the credit's transaction)
    receiptQueued: boolean('receipt_queued').notNull().default(false),
    raw: jsonb('raw').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('bank_deposits_tracking_key_uq').on(t.trackingKey, t.payerInstitution, t.operationDate).nullsNotDistinct(),
    index('bank_deposits_org_received_idx').on(t.organizationId, t.receivedAt.desc(), t.id.desc()),
    check('bank_deposits_status_known', sql`${t.status} in ('credited', 'returned')`),
  ],
);

/** A bank callback refused before it was read as a deposit (bad signature, unreadable body): for the operator. */
export const bankCallbackRejections = pgTable(
  'bank_callback_rejections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reason: text('reason', { enum: bankCallbackRejectionReasons }).notNull(),
    // the body as received, cut to 64 KiB; never trusted
    body: text('body').notNull(),
    clientAddress: text('client_address'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bank_callback_rejections_received_idx').on(t.receivedAt.desc())],
);

/**
 * An organization's automatic recharge: when its balance falls below `thresholdCentavos`, one direct debit of
 * `amountCentavos` from the pre-authorised account (`payerClabe`, mandate `mandateReference`), at most once per period.
 */
export const autoRechargeSettings = pgTable('auto_recharge_settings', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  thresholdCentavos: bigint('threshold_centavos', { mode: 'number' }).notNull(),
  amountCentavos: bigint('amount_centavos', { mode: 'number' }).notNull(),
  period: text('period', { enum: autoRechargePeriods }).notNull().default('day'),
  payerClabe: text('payer_clabe').notNull(),
  payerName: text('payer_name').notNull(),
  // the bank's reference of the direct-debit authorisation (domiciliación) the merchant signed
  mandateReference: text('mandate_reference').notNull(),
  status: text('status', { enum: autoRechargeStatuses }).notNull().default('active'),
  suspendedReason: text('suspended_reason'),
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One direct-debit request of the automatic recharge; one per organization and period (`periodKey`, e.g. 2026-11-28). */
export const directDebits = pgTable(
  'direct_debits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    periodKey: text('period_key').notNull(),
    amountCentavos: bigint('amount_centavos', { mode: 'number' }).notNull(),
    // what the debit asked, copied from the settings when the row was made, so a retry sends the same request
    payerClabe: text('payer_clabe'),
    payerName: text('payer_name'),
    mandateReference: text('mandate_reference'),
    status: text('status', { enum: directDebitStatuses }).notNull().default('requested'),
    bankReference: text('bank_reference'),
    failureReason: text('failure_reason'),
    ledgerEntryId: uuid('ledger_entry_id').references(() => ledgerEntries.id),
    attempts: integer('attempts').notNull().default(0),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    unique('direct_debits_org_period_uq').on(t.organizationId, t.periodKey),
    index('direct_debits_org_requested_idx').on(t.organizationId, t.requestedAt.desc()),
  ],
);

/** The receiver of an organization's invoices (CFDI 4.0 Receptor) and how often it is invoiced. */
export const fiscalProfiles = pgTable('fiscal_profiles', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  rfc: text('rfc').notNull(),
  // razón social exactly as in the SAT's constancia de situación fiscal
  legalName: text('legal_name').notNull(),
  // c_RegimenFiscal, c_UsoCFDI; postal code of the fiscal address
  taxRegime: text('tax_regime').notNull(),
  postalCode: text('postal_code').notNull(),
  cfdiUse: text('cfdi_use').notNull(),
  email: text('email'),
  invoiceMode: text('invoice_mode', { enum: invoiceModes }).notNull().default('per_topup'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What the receiver was when an invoice was built (the profile may change later; the invoice never does). */
export type InvoiceReceiver = { rfc: string; legalName: string; taxRegime: string; postalCode: string; cfdiUse: string };

/**
 * A CFDI 4.0 invoice (Ingreso) of top-ups. Immutable once built: the triggers of migrations 0034 and 0035 refuse any
 * change to its amounts, receiver or sealed XML, any change to the stamped XML once set, a status move that
 * model/payments.ts invoiceTransitions does not list, and any delete (the SAT asks for five years; an organization
 * with invoices cannot be deleted). Stamped once per id: the id is the PAC request's idempotency key.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: invoiceKinds }).notNull(),
    // first day of the Mexico City month of a monthly invoice
    period: date('period'),
    series: text('series').notNull(),
    folio: bigint('folio', { mode: 'number' }).notNull(),
    status: text('status', { enum: invoiceStatuses }).notNull().default('pending_stamp'),
    receiver: jsonb('receiver').$type<InvoiceReceiver>().notNull(),
    subtotalCentavos: bigint('subtotal_centavos', { mode: 'number' }).notNull(),
    taxCentavos: bigint('tax_centavos', { mode: 'number' }).notNull(),
    totalCentavos: bigint('total_centavos', { mode: 'number' }).notNull(),
    // the Comprobante's Fecha (Mexico City, no zone) and the sealed XML sent to the PAC
    issuedAt: text('issued_at').notNull(),
    sealedXml: text('sealed_xml').notNull(),
    // the PAC's answer: the XML with the TimbreFiscalDigital
    stampedXml: text('stamped_xml'),
    uuid: text('uuid'),
    satCertificateNumber: text('sat_certificate_number'),
    stampedAt: timestamp('stamped_at', { withTimezone: true }),
    stampAttempts: integer('stamp_attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    cancellationReason: text('cancellation_reason'),
    substituteUuid: text('substitute_uuid'),
    cancellationRequestedAt: timestamp('cancellation_requested_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    // the email with the XML and PDF was queued (after the stamp)
    emailQueued: boolean('email_queued').notNull().default(false),
    // a substitute (cancellation reason 01): the invoice it replaces and that one's UUID (CfdiRelacionados, TipoRelacion 04)
    replacesInvoiceId: uuid('replaces_invoice_id'),
    relatedUuid: text('related_uuid'),
    // failed: when the PAC refused it for good or its 72 hours passed (last_error says why)
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('invoices_series_folio_uq').on(t.series, t.folio),
    unique('invoices_uuid_uq').on(t.uuid),
    // one live monthly invoice per organization and month: a failed one, or a substitute of one, does not count
    uniqueIndex('invoices_org_monthly_uq')
      .on(t.organizationId, t.kind, t.period)
      .where(sql`${t.status} <> 'failed' and ${t.replacesInvoiceId} is null`),
    index('invoices_org_created_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    index('invoices_pending_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('pending_stamp', 'cancellation_pending')`),
    check('invoices_status_known', sql`${t.status} in ('pending_stamp', 'stamped', 'cancellation_pending', 'cancelled', 'failed')`),
    index('invoices_replaces_idx').on(t.replacesInvoiceId).where(sql`${t.replacesInvoiceId} is not null`),
  ],
);

/**
 * The top-ups an invoice covers: each top-up ledger entry is in at most one invoice at a time. A link is released
 * (`releasedAt`) when its invoice failed, was cancelled without a substitute, or its substitute took it: the top-up is
 * then invoiced again by the next invoice.
 */
export const invoiceLedgerEntries = pgTable(
  'invoice_ledger_entries',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    ledgerEntryId: uuid('ledger_entry_id')
      .notNull()
      .references(() => ledgerEntries.id),
    amountCentavos: bigint('amount_centavos', { mode: 'number' }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invoice_ledger_entries_entry_uq').on(t.ledgerEntryId).where(sql`${t.releasedAt} is null`),
    index('invoice_ledger_entries_entry_idx').on(t.ledgerEntryId),
    index('invoice_ledger_entries_invoice_idx').on(t.invoiceId),
  ],
);

export type OrganizationClabe = typeof organizationClabes.$inferSelect;
export type BankDeposit = typeof bankDeposits.$inferSelect;
export type BankCallbackRejection = typeof bankCallbackRejections.$inferSelect;
export type AutoRechargeSetting = typeof autoRechargeSettings.$inferSelect;
export type DirectDebit = typeof directDebits.$inferSelect;
export type FiscalProfile = typeof fiscalProfiles.$inferSelect;
export type Invoice = typeof invoices.$inferSelect;
