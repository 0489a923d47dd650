// Resolving a COD discrepancy (docs/cod.md "The lifecycle": a collected amount different from codAmount is stored
// and flagged open, never silently accepted): the organization accepts the collected amount (accepted) or opens a
// claim with the provider (claimed). Only an open discrepancy moves; the same decision again changes nothing and
// answers the order as it is; the other decision after one was taken is a 409. Audited in the same transaction
// (cod.discrepancy_accepted / cod.discrepancy_claimed). Who may do it (finance, owner, admin) is checked by the caller:
// the server action's permission, the API's scope and session role.
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '@/db/client';
import { codCollections, orders } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/lib/audit/record-audit';
import { orderNotFound } from '@/lib/orders/get-order-detail';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { safeText } from '@/lib/platform/text/zod';
import { codOrderBody, type CodOrderBody } from './cod-order-body';

export const discrepancyActions = ['accept', 'claim'] as const;
export type DiscrepancyAction = (typeof discrepancyActions)[number];

export const resolveDiscrepancyBodySchema = z.strictObject({
  action: z.enum(discrepancyActions).meta({
    description: 'accept: aceptar el monto cobrado por la paquetería; claim: abrir un reclamo por la diferencia',
  }),
  comment: safeText({ max: 500, multiline: true })
    .optional()
    .meta({ description: 'Nota para el registro de auditoría (hasta 500 caracteres)' }),
});
export type ResolveDiscrepancyBody = z.output<typeof resolveDiscrepancyBodySchema>;

const resolvedStatus = { accept: 'accepted', claim: 'claimed' } as const;

export async function resolveCodDiscrepancy(
  db: DbOrTx,
  input: { organizationId: string; orderId: string; action: DiscrepancyAction; comment?: string | null; actor: AuditActor },
): Promise<CodOrderBody> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        orderId: orders.id,
        internalReference: orders.internalReference,
        guideNumber: orders.guideNumber,
        trackingNumber: orders.providerTrackingNumber,
        orderStatus: orders.status,
        codAmountCentavos: orders.codAmountCentavos,
        orderCreatedAt: orders.createdAt,
        isCod: orders.isCod,
      })
      .from(orders)
      .where(and(eq(orders.id, input.orderId), eq(orders.organizationId, input.organizationId)));
    if (!order) throw orderNotFound();
    // the collection row, locked: a report, a remittance or another decision on it waits for this one
    const [locked] = await tx.select().from(codCollections).where(eq(codCollections.orderId, order.orderId)).for('update');
    const row = { ...order, collection: locked ?? null };
    const label = row.internalReference ?? row.guideNumber ?? row.orderId;
    const collection = row.collection;
    if (!row.isCod || !collection || collection.discrepancyStatus === null) {
      throw new DomainError('conflict', `El pedido ${label} no tiene una diferencia de cobro contra entrega por resolver.`);
    }
    const target = resolvedStatus[input.action];
    if (collection.discrepancyStatus === target) return codOrderBody(row);
    if (collection.discrepancyStatus !== 'open') {
      throw new DomainError(
        'conflict',
        collection.discrepancyStatus === 'accepted'
          ? `La diferencia de cobro del pedido ${label} ya se aceptó.`
          : `La diferencia de cobro del pedido ${label} ya tiene un reclamo abierto.`,
      );
    }
    const [updated] = await tx
      .update(codCollections)
      .set({ discrepancyStatus: target, discrepancyResolvedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(codCollections.orderId, row.orderId))
      .returning();
    await recordAudit(tx, {
      organizationId: input.organizationId,
      actor: input.actor,
      action: input.action === 'accept' ? 'cod.discrepancy_accepted' : 'cod.discrepancy_claimed',
      target: { type: 'order', id: row.orderId },
      summary: {
        guideNumber: row.guideNumber,
        expectedCentavos: collection.expectedCentavos,
        collectedCentavos: collection.collectedCentavos,
        discrepancyCentavos: collection.discrepancyCentavos,
        ...(input.comment ? { comment: input.comment } : {}),
      },
    });
    return codOrderBody({ ...row, collection: updated });
  });
}
