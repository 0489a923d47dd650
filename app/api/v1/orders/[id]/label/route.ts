// GET /api/v1/orders/:id/label — the order's shipping (or ?type=return) label as a 4x6 PDF (or ?format=zpl)
import { getDb } from '@/db/client';
import { parseLabelQuery } from '@/lib/labels/schemas';
import { getOrderLabel } from '@/lib/labels/get-order-label';
import { withApiKey } from '@/lib/http/with-api-key';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const runtime = 'nodejs';

export const GET = withApiKey<{ id: string }>({ scope: 'orders:read' }, async ({ organizationId, params, url, req }) => {
  const { type, format } = parseLabelQuery(url.searchParams);
  const label = await getOrderLabel(getDb(), { organizationId, orderId: params.id, type, format });
  const headers = {
    'Content-Type': label.contentType,
    'Content-Disposition': `attachment; filename="${label.filename}"`,
    'Cache-Control': 'private, no-cache',
    ETag: label.etag,
  };
  const ifNoneMatch = req.headers.get('if-none-match')?.split(',').map((tag) => tag.trim()) ?? [];
  if (ifNoneMatch.includes(label.etag)) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(label.body), { status: 200, headers: { ...headers, 'Content-Length': String(label.body.length) } });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
