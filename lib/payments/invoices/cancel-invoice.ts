// A merchant cancels a stamped invoice with one of the SAT's reasons (docs/payments.md "Invoices for the merchant").
// 1. In one transaction, the invoice row locked (and the request audited, invoice.cancellation_requested): it must be stamped (pending_stamp: 409 invoice_not_stamped; already
//    cancelled or in process: 409 invoice_not_cancellable); reason 01 needs the UUID of the invoice that replaces it, a
//    stamped invoice of the same organization (422 invoice_substitute_invalid), the other reasons none; the row becomes
//    cancellation_pending with the reason, the substitute and the time asked. Two requests at once: the second waits
//    for the lock and finds it in process.
// 2. Outside any transaction, the PAC is asked (lib/payments/pac/cancel.ts) and the SAT's answer applied: cancelled,
//    still pending (the receiver must accept it: the cancellation job polls), or refused (back to stamped, 422). A PAC
//    that does not answer leaves it cancellation_pending: the job asks again (the request is idempotent at the PAC).
// Only the status and the cancellation columns change (the trigger of migration 0034 refuses the rest).
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
import { getInvoiceDetail, invoiceNotFound } from './read-invoices';

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

async function markRequested(db: Db, input: CancelInvoiceInput): Promise<Invoice> {
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
    const substitute = input.substituteUuid?.trim().toUpperCase() || null;
    if (input.reason === '01' && !substitute) {
      throw new DomainError(
        'validation_error',
        'substituteUuid es obligatorio con el motivo 01: indica el folio fiscal (UUID) de la factura que sustituye a esta.',
      );
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
        .select({ status: invoices.status })
        .from(invoices)
        .where(and(eq(invoices.organizationId, input.organizationId), sql`upper(${invoices.uuid}) = ${substitute}`));
      if (!replacement || replacement.status !== 'stamped') {
        throw new DomainError(
          'invoice_substitute_invalid',
          `La factura sustituta ${substitute} no es una factura timbrada y vigente de tu organización.`,
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
    return updated;
  });
}

/** Applies the SAT's answer to an invoice in cancellation_pending; returns the row as it is now. */
export async function applyCancellationState(db: DbOrTx, invoiceId: string, state: PacCancellationState | 'unanswered', note?: string) {
  const pending = and(eq(invoices.id, invoiceId), eq(invoices.status, 'cancellation_pending'));
  if (state === 'cancelled') {
    await db.update(invoices).set({ status: 'cancelled', cancelledAt: sql`now()`, lastError: null }).where(pending);
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

/** POST /api/v1/billing/invoices/{id}/cancel: the invoice with its status after the PAC's answer. */
export async function cancelInvoice(db: Db, input: CancelInvoiceInput) {
  const invoice = await markRequested(db, input);
  await sendCancellation(db, invoice);
  return getInvoiceDetail(db, { organizationId: input.organizationId, invoiceId: invoice.id });
}
