// GET /orders/:id/label: finds the organization's order, builds its label model and renders it (PDF or ZPL),
// answering repeated downloads from the label cache.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orders, organizations } from '@/db/schema';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { inSpan, tracer } from '@/lib/platform/observability/tracing';
import { isUuid } from '@/lib/platform/text/uuid';
import { LabelCache, hashKey } from './label-cache';
import { buildLabelModel, toLabelBranding } from './label-model';
import { renderLabelPdf } from './render-label-pdf';
import { renderLabelZpl } from './render-label-zpl';
import { labelResponseContentTypes, type LabelFormat, type LabelModel, type LabelType } from './schemas';

/** Bumped whenever the drawing changes, so cached labels of the previous layout are not served. */
const LAYOUT_VERSION = 4;
/** About a thousand PDF labels (8 to 40 KB each) per server process. */
export const labelCache = new LabelCache(32 * 1024 * 1024);

export type RenderedLabel = {
  body: Buffer;
  contentType: string;
  filename: string;
  /** strong validator of the exact bytes (the cache key) */
  etag: string;
  cached: boolean;
};

export async function renderLabel(label: LabelModel, format: LabelFormat): Promise<Buffer> {
  const render = async () => (format === 'pdf' ? renderLabelPdf(label) : Buffer.from(await renderLabelZpl(label), 'utf8'));
  // A span per rendering when tracing is on (lib/platform/observability/tracing.ts); cache hits render nothing.
  return tracer() ? inSpan('label render', { 'envios.label.format': format }, render) : render();
}

export async function getOrderLabel(
  db: DbOrTx,
  input: { organizationId: string; orderId: string; type: LabelType; format: LabelFormat },
): Promise<RenderedLabel> {
  const notFound = new DomainError('not_found', 'El pedido no existe.');
  if (!isUuid(input.orderId)) throw notFound;
  const [row] = await db
    .select({
      order: {
        guideNumber: orders.guideNumber,
        providerTrackingNumber: orders.providerTrackingNumber,
        returnGuideNumber: orders.returnGuideNumber,
        returnTrackingNumber: orders.returnTrackingNumber,
        returnApprovedAt: orders.returnApprovedAt,
        status: orders.status,
        shipmentType: orders.shipmentType,
        receiverName: orders.receiverName,
        receiverPhone: orders.receiverPhone,
        pickupAddress: orders.pickupAddress,
        deliveryAddress: orders.deliveryAddress,
        packageWeight: orders.packageWeight,
        packageLength: orders.packageLength,
        packageWidth: orders.packageWidth,
        packageHeight: orders.packageHeight,
        contentDescription: orders.contentDescription,
        isCod: orders.isCod,
        codAmountCentavos: orders.codAmountCentavos,
        internalReference: orders.internalReference,
        createdAt: orders.createdAt,
      },
      org: { name: organizations.name, whiteLabelEnabled: organizations.whiteLabelEnabled, brandName: organizations.brandName },
      // the logo's digest stands for its bytes in the cache key; the bytes are read only to draw a label
      logoDigest: sql<string | null>`md5(${organizations.logo})`,
    })
    .from(orders)
    .innerJoin(organizations, eq(organizations.id, orders.organizationId))
    .where(and(eq(orders.id, input.orderId), eq(orders.organizationId, input.organizationId)));
  if (!row) throw notFound;

  const branding = toLabelBranding(row.org);
  const label = buildLabelModel(row.order, input.type, branding);
  if (!label) {
    if (input.type === 'return') throw new DomainError('not_found', 'El pedido no tiene guía de devolución.');
    throw new DomainError('conflict', 'La guía del pedido aún no se ha generado; intenta de nuevo en unos segundos.');
  }
  const usesLogo = branding.kind === 'organization' && row.logoDigest !== null;
  const key = hashKey({ v: LAYOUT_VERSION, format: input.format, label, logo: usesLogo ? row.logoDigest : null });
  const filename = `guia-${input.type === 'return' ? 'devolucion-' : ''}${label.guideNumber.replace(/[^A-Za-z0-9-]/g, '')}.${input.format}`;
  const result = (body: Buffer, cached: boolean): RenderedLabel => ({
    body,
    contentType: labelResponseContentTypes[input.format],
    filename,
    etag: `"${key.slice(0, 32)}"`,
    cached,
  });

  const hit = labelCache.get(key);
  if (hit) return result(hit, true);
  if (usesLogo && label.branding.kind === 'organization') {
    const [logo] = await db.select({ logo: organizations.logo }).from(organizations).where(eq(organizations.id, input.organizationId));
    label.branding.logoPng = logo?.logo ?? null;
  }
  const body = await renderLabel(label, input.format);
  labelCache.set(key, body);
  return result(body, false);
}
