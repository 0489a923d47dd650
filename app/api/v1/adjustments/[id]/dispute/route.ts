// POST /api/v1/adjustments/:id/dispute — dispute a weight adjustment's charge with figures, a comment and photos
// (JSON with base64 photos or multipart/form-data)
import { disputeAdjustment } from '@/lib/disputes/dispute-adjustment';
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { readDisputeBody } from '@/lib/http/read-dispute-body';
import { json } from '@/lib/http/respond';

export const runtime = 'nodejs';

export const POST = apiRoute(operations.disputeAdjustment, async (ctx) => {
  const body = await readDisputeBody({
    upload: ctx.upload,
    rawBody: ctx.rawBody,
    contentTypeHeader: ctx.req.headers.get('content-type') ?? '',
  });
  return json(await disputeAdjustment(ctx.db, { organizationId: ctx.organizationId, adjustmentId: ctx.params.id, ...body }));
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
