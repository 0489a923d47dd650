// GET /api/v1/tracking/:trackingNumber — status and tracking events of a shipment by its (return) tracking number
import { getDb } from '@/db/client';
import { json } from '@/lib/http/respond';
import { withApiKey } from '@/lib/http/with-api-key';
import { getTrackingByNumber } from '@/lib/tracking/get-tracking';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const GET = withApiKey<{ trackingNumber: string }>({ scope: 'tracking:read' }, async ({ organizationId, params }) =>
  json(await getTrackingByNumber(getDb(), { organizationId, trackingNumber: params.trackingNumber })),
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
