// A merchant cancels a stamped invoice with one of the SAT's reasons (docs/payments.md "Invoices for the merchant").
// 1. In one transaction, the invoice row locked (and the request audited, invoice.cancellation_requested): it must be stamped (pending_stamp: 409 invoice_not_stamped; already
//    cancelled or in process: 409 invoice_not_cancellable); reason 01 needs the UUID of the invoice that replaces it, a
//    stamped invoice of the same organization (422 invoice_substitute_invalid), the other reasons none; the row becomes
//    cancellation_pending with the reason, the substitute and the time asked. Two requests at once: the second waits
//    for the lock and finds it in process.
// 2. Outside any transaction, the PAC is asked (lib/payments/pac/cancel.ts) and the SAT's answer applied: cancelled,
//    still pending (the receiver must accept it: the cancellation job polls), or refused (back to stamped, 422). A PAC
//    that does not answer leaves it cancellation_pending: the job asks again (the request is idempotent at the PAC).
// Reason 01 without a substitute: the service builds it (./substitute-invoice.ts) in the same transaction, the
// original stays stamped with the request noted (reason, time asked) and is sent to the PAC only once the substitute is
// stamped (./stamp-invoices.ts moves it to cancellation_pending, due at once, for the cancellation job). Reason 01 with
// substituteUuid: it must be an invoice whose related_uuid is this one's UUID, stamped. Cancelled with reason 02, the
// invoice's top-ups are released in the transaction that records it, and invoiced again by the build job; with 03
// (the operation did not happen) or 04 (in a factura global) they are not: the money stays in the balance, and with 04
// the top-up is already in the global invoice (docs/payments.md).
// Only the status and the cancellation columns change (the triggers of migrations 0034 and 0035 refuse the rest).
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { invoices, type Invoice } from '@/db/schema';
import { type AuditActor, recordAudit } from '@/lib/audit/record-audit';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { log } from '@/lib/platform/log';
import { parseStampedCfdi } from '@/lib/payments/cfdi/read-stamped';
import { organizationMode } from '@/lib/organizations/organization-mode';
import { PacUnavailableError, type PacCancellationState, requestPacCancellation } from '@/lib/payments/pac/cancel';
import type { InvoiceCancellationReason } from '@/model/payments';
import { INVOICE_NOTIFY_CHANNEL } from '@/lib/payments/fiscal/fiscal-data';
import { getInvoiceDetail, invoiceNotFound } from './read-invoices';
import { buildSubstitute } from './substitute-invoice';

type InvoiceDetail = Awaited<ReturnType<typeof getInvoiceDetail>>;

/** How long after a pending answer (or a PAC that did not answer) the cancellation job asks again. */
export const CANCELLATION_POLL_MS = 10 * 60_000;

export type CancelInvoiceInput = {
  organizationId: string;
  invoiceId: string;
  reason: InvoiceCancellationReason;
  substituteUuid?: string | null;
  /** who asked: recorded in the audit log (invoice.cancellation_requested) */
  actor: AuditActor;
};

type Requested = { invoice: Invoice; substituteId: string | null };

async function markRequested(db: Db, input: CancelInvoiceInput): Promise<Requested> {
  return db.transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, input.invoiceId), eq(invoices.organizationId, input.organizationId)))
      .for('update');
    if (!invoice) throw invoiceNotFound();
    const name = `${invoice.series}-${invoice.folio}`;
    if (invoice.status === 'pending_stamp') {
      throw new DomainError(
        'invoice_not_stamped',
        `La factura ${name} está pendiente de timbrar: no se puede cancelar un CFDI que el SAT no ha certificado.`,
      );
    }
    if (invoice.status === 'cancelled') throw new DomainError('invoice_not_cancellable', `La factura ${name} ya está cancelada.`);
    if (invoice.status === 'cancellation_pending') {
      throw new DomainError(
        'invoice_not_cancellable',
        `La cancelación de la factura ${name} ya está en proceso: espera la respuesta del receptor.`,
      );
    }
    if (invoice.status === 'failed') {
      throw new DomainError(
        'invoice_not_stamped',
        `La factura ${name} fue rechazada por el PAC: el SAT nunca la certificó y no hay nada que cancelar.`,
      );
    }
    if (invoice.cancellationRequestedAt) {
      throw new DomainError(
        'invoice_not_cancellable',
        `La cancelación de la factura ${name} ya está pedida: se enviará al SAT cuando su factura sustituta esté timbrada.`,
      );
    }
    const substitute = input.substituteUuid?.trim().toUpperCase() || null;
    if (input.reason === '01' && !substitute) {
      // the service builds the substitute; the original waits, stamped, until the substitute is stamped
      const substituteId = await buildSubstitute(tx, { original: invoice });
      const [updated] = await tx
        .update(invoices)
        .set({ cancellationReason: '01', cancellationRequestedAt: sql`now()`, lastError: null })
        .where(eq(invoices.id, invoice.id))
        .returning();
      await recordAudit(tx, {
        organizationId: input.organizationId,
        actor: input.actor,
        action: 'invoice.cancellation_requested',
        target: { type: 'invoice', id: invoice.id },
        summary: { invoice: name, uuid: invoice.uuid, reason: input.reason, substituteUuid: null, substituteInvoiceId: substituteId },
      });
      return { invoice: updated, substituteId };
    }
    if (input.reason !== '01' && substitute) {
      throw new DomainError(
        'validation_error',
        'substituteUuid solo se indica con el motivo 01 (comprobante emitido con errores con relación).',
      );
    }
    if (substitute) {
      if (substitute === invoice.uuid?.toUpperCase()) {
        throw new DomainError('invoice_substitute_invalid', 'La factura sustituta debe ser otra factura, no la que se cancela.');
      }
      const [replacement] = await tx
        .select({ status: invoices.status, relatedUuid: invoices.relatedUuid })
        .from(invoices)
        .where(and(eq(invoices.organizationId, input.organizationId), sql`upper(${invoices.uuid}) = ${substitute}`));
      if (!replacement || replacement.status !== 'stamped') {
        throw new DomainError(
          'invoice_substitute_invalid',
          `La factura sustituta ${substitute} no es una factura timbrada y vigente de tu organización.`,
        );
      }
      if (replacement.relatedUuid?.toUpperCase() !== invoice.uuid?.toUpperCase()) {
        throw new DomainError(
          'invoice_substitute_invalid',
          `La factura ${substitute} no sustituye a ${name}: una sustituta relaciona el folio fiscal de la que reemplaza (CfdiRelacionados, tipo 04). Cancela con el motivo 01 sin substituteUuid y emitiremos la sustituta por ti.`,
        );
      }
    }
    const [updated] = await tx
      .update(invoices)
      .set({
        status: 'cancellation_pending',
        cancellationReason: input.reason,
        substituteUuid: substitute,
        cancellationRequestedAt: sql`now()`,
        nextAttemptAt: sql`now() + make_interval(secs => ${CANCELLATION_POLL_MS / 1000})`,
      })
      .where(eq(invoices.id, invoice.id))
      .returning();
    await recordAudit(tx, {
      organizationId: input.organizationId,
      actor: input.actor,
      action: 'invoice.cancellation_requested',
      target: { type: 'invoice', id: invoice.id },
      summary: { invoice: name, uuid: invoice.uuid, reason: input.reason, substituteUuid: substitute },
    });
    return { invoice: updated, substituteId: null };
  });
}

/** Reasons whose cancellation gives the top-ups back to be invoiced again (docs/payments.md "Invoices for the merchant"). */
export const RELEASING_REASONS: readonly InvoiceCancellationReason[] = ['02'];

/** Applies the SAT's answer to an invoice in cancellation_pending; returns the row as it is now. */
export async function applyCancellationState(db: DbOrTx, invoiceId: string, state: PacCancellationState | 'unanswered', note?: string) {
  const pending = and(eq(invoices.id, invoiceId), eq(invoices.status, 'cancellation_pending'));
  if (state === 'cancelled') {
    // cancelled, and with reason 02 its top-ups released to be invoiced again, in one transaction
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(invoices)
        .set({ status: 'cancelled', cancelledAt: sql`now()`, lastError: null })
        .where(pending)
        .returning({ reason: invoices.cancellationReason, organizationId: invoices.organizationId });
      if (!row || !RELEASING_REASONS.includes(row.reason as InvoiceCancellationReason)) return;
      await tx.execute(sql`
        update invoice_ledger_entries set released_at = now() where invoice_id = ${invoiceId}::uuid and released_at is null`);
      await tx.execute(sql`select pg_notify(${INVOICE_NOTIFY_CHANNEL}, ${row.organizationId})`);
    });
  } else if (state === 'rejected') {
    // the receiver refused: the CFDI stays valid and may be cancelled again later
    await db
      .update(invoices)
      .set({
        status: 'stamped',
        cancellationReason: null,
        substituteUuid: null,
        cancellationRequestedAt: null,
        lastError: note ?? 'El receptor rechazó la cancelación.',
      })
      .where(pending);
  } else {
    await db
      .update(invoices)
      .set({ nextAttemptAt: sql`now() + make_interval(secs => ${CANCELLATION_POLL_MS / 1000})`, lastError: note ?? null })
      .where(pending);
  }
}

/** Asks the PAC for the cancellation of a row already marked cancellation_pending and applies its answer. */
export async function sendCancellation(db: Db, invoice: Invoice): Promise<void> {
  if (!invoice.stampedXml || !invoice.uuid || !invoice.cancellationReason) return;
  try {
    const { state } = await requestPacCancellation(
      {
        uuid: invoice.uuid,
        issuerRfc: parseStampedCfdi(invoice.stampedXml).emisor.rfc,
        reason: invoice.cancellationReason as InvoiceCancellationReason,
        substituteUuid: invoice.substituteUuid,
      },
      await organizationMode(db, invoice.organizationId),
    );
    // a request the SAT has no trace of right after it was accepted: asked again at the next poll
    await applyCancellationState(db, invoice.id, state === 'active' ? 'unanswered' : state);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'invoice_cancellation_refused') {
      await applyCancellationState(db, invoice.id, 'rejected', error.message);
      throw error;
    }
    if (!(error instanceof PacUnavailableError)) throw error;
    log.warn('invoice cancellation: the PAC did not answer, asked again later', { invoiceId: invoice.id, error: error.message });
    await applyCancellationState(db, invoice.id, 'unanswered', 'El PAC no respondió: la cancelación se pedirá de nuevo.');
  }
}

export type CancelInvoiceResult =
  | { substituting: false; invoice: InvoiceDetail }
  | { substituting: true; invoice: InvoiceDetail; substitute: InvoiceDetail };

/**
 * POST /api/v1/billing/invoices/{id}/cancel: the invoice with its status after the PAC's answer; or, reason 01 without
 * a substitute, the invoice (still stamped, the request noted) and the substitute built for it (pending_stamp).
 */
export async function cancelInvoice(db: Db, input: CancelInvoiceInput): Promise<CancelInvoiceResult> {
  const { invoice, substituteId } = await markRequested(db, input);
  const read = (invoiceId: string) => getInvoiceDetail(db, { organizationId: input.organizationId, invoiceId });
  if (substituteId) return { substituting: true, invoice: await read(invoice.id), substitute: await read(substituteId) };
  await sendCancellation(db, invoice);
  return { substituting: false, invoice: await read(invoice.id) };
}
