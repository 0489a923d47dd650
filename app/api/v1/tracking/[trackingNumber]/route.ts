// GET /api/v1/tracking/:trackingNumber — status and tracking events of a shipment by its (return) tracking number
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { getTrackingByNumber } from '@/lib/tracking/get-tracking';

export const GET = apiRoute(operations.getTracking, async ({ db, organizationId, params }) =>
  json(await getTrackingByNumber(db, { organizationId, trackingNumber: params.trackingNumber })),
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
