// GET /orders/:id/carrier-label: the label a carrier issued for the order's guide (docs/carriers.md), kept as the
// carrier sent it beside our white-label label (lib/labels/get-order-label.ts).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { isUuid } from '@/lib/platform/text/uuid';
import { labelResponseContentTypes } from './schemas';

export type CarrierLabel = { body: Buffer; contentType: string; filename: string };

export async function getCarrierLabel(db: DbOrTx, input: { organizationId: string; orderId: string }): Promise<CarrierLabel> {
  if (!isUuid(input.orderId)) throw new DomainError('not_found', 'El pedido no existe.');
  const [row] = await db.execute<{ guide: string | null; format: string | null; content: Buffer | null }>(sql`
    select o.guide_number as guide, d.format, d.content
    from orders o left join carrier_documents d on d.order_id = o.id and d.kind = 'label'
    where o.id = ${input.orderId}::uuid and o.organization_id = ${input.organizationId}::uuid`);
  if (!row) throw new DomainError('not_found', 'El pedido no existe.');
  if (!row.content || !row.format) throw new DomainError('not_found', 'La paquetería de este pedido no emitió una guía propia.');
  const zpl = row.format === 'ZPL';
  return {
    body: Buffer.from(row.content),
    contentType: zpl ? labelResponseContentTypes.zpl : labelResponseContentTypes.pdf,
    filename: `guia-paqueteria-${row.guide ?? input.orderId}.${zpl ? 'zpl' : 'pdf'}`,
  };
}
