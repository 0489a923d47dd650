// GET /api/v1/orders/:id/label — the order's shipping (or ?type=return) label as a 4x6 PDF (or ?format=zpl)
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { getOrderLabel } from '@/lib/labels/get-order-label';

export const runtime = 'nodejs';

export const GET = apiRoute(operations.getOrderLabel, async ({ db, organizationId, params, query: { type, format }, req }) => {
  const label = await getOrderLabel(db, { organizationId, orderId: params.id, type, format });
  const headers = {
    'Content-Type': label.contentType,
    'Content-Disposition': `attachment; filename="${label.filename}"`,
    'Cache-Control': 'private, no-cache',
    ETag: label.etag,
  };
  const ifNoneMatch =
    req.headers
      .get('if-none-match')
      ?.split(',')
      .map((tag) => tag.trim()) ?? [];
  if (ifNoneMatch.includes(label.etag)) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(label.body), { status: 200, headers: { ...headers, 'Content-Length': String(label.body.length) } });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
