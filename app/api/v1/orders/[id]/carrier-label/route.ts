// GET /api/v1/orders/:id/carrier-label — the label the order's carrier issued, as it sent it (PDF or ZPL)
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { getCarrierLabel } from '@/lib/labels/get-carrier-label';

export const runtime = 'nodejs';

export const GET = apiRoute(operations.getOrderCarrierLabel, async ({ db, organizationId, params }) => {
  const label = await getCarrierLabel(db, { organizationId, orderId: params.id });
  return new Response(new Uint8Array(label.body), {
    status: 200,
    headers: {
      'Content-Type': label.contentType,
      'Content-Disposition': `attachment; filename="${label.filename}"`,
      'Content-Length': String(label.body.length),
      'Cache-Control': 'private, no-cache',
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
