// GET /api/v1/batches/{id}/labels: every created order's label in row order, in one file. PDF: one 4x6 page
// per order, drawn by the same renderer as a single label (lib/labels/render-label-pdf.ts, with the
// organization's branding) and streamed out page by page through lib/labels/merged-pdf.ts; ZPL: the labels
// one after another. Orders are read in keyset slices, so memory stays flat whatever the batch's size.
//
import { and, asc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { batchRows, orders, organizations } from '@/db/schema';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { renderLabel } from '@/lib/labels/get-order-label';
import { buildLabelModel, toLabelBranding } from '@/lib/labels/label-model';
import { mergePdfPages } from '@/lib/labels/merged-pdf';
import { labelResponseContentTypes, type LabelFormat } from '@/lib/labels/schemas';
import { findBatch } from './get-batch';

const SLICE = 100;

export type BatchLabelsFile = { stream: ReadableStream<Uint8Array>; contentType: string; filename: string; count: number };

/** The created orders of a batch, in row order, read SLICE at a time. */
async function* createdOrders(db: DbOrTx, batchId: string, organizationId: string) {
  let after = 0;
  for (;;) {
    const slice = await db
      .select({ rowNumber: batchRows.rowNumber, order: orders })
      .from(batchRows)
      .innerJoin(orders, and(eq(orders.id, batchRows.orderId), eq(orders.organizationId, organizationId)))
      .where(and(eq(batchRows.batchId, batchId), eq(batchRows.state, 'created'), gt(batchRows.rowNumber, after)))
      .orderBy(asc(batchRows.rowNumber))
      .limit(SLICE);
    for (const row of slice) yield row.order;
    if (slice.length < SLICE) return;
    after = slice[slice.length - 1].rowNumber;
  }
}

function toStream(chunks: AsyncGenerator<Buffer>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

export async function batchLabels(
  db: DbOrTx,
  input: { organizationId: string; batchId: string; format: LabelFormat },
): Promise<BatchLabelsFile> {
  const batch = await findBatch(db, input);
  if (batch.created === 0)
    throw new DomainError(
      'conflict',
      'El lote aún no tiene pedidos creados: compra el lote y espera a que termine (o a que se cree al menos uno).',
    );
  const [org] = await db
    .select({
      name: organizations.name,
      whiteLabelEnabled: organizations.whiteLabelEnabled,
      brandName: organizations.brandName,
      logo: organizations.logo,
    })
    .from(organizations)
    .where(eq(organizations.id, input.organizationId));
  const branding = toLabelBranding(org);

  async function* rendered(): AsyncGenerator<Buffer> {
    for await (const order of createdOrders(db, batch.id, input.organizationId)) {
      const label = buildLabelModel(order, 'shipping', branding);
      if (label) yield await renderLabel(label, input.format);
    }
  }
  const shortId = batch.id.slice(0, 8);
  const chunks =
    input.format === 'pdf' ? mergePdfPages(rendered(), { title: `Guías del lote ${shortId}`, author: branding.brandName }) : rendered();
  return {
    stream: toStream(chunks),
    contentType: labelResponseContentTypes[input.format],
    filename: `guias-lote-${shortId}.${input.format}`,
    count: batch.created,
  };
}
