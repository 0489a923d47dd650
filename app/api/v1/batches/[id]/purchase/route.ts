// POST /api/v1/batches/:id/purchase — queue the valid rows for the background purchase (202, the batch as it is now),
// each row with the body's optional preference (cheapest, fastest or a carrier)
import { startBatchPurchase } from '@/lib/batches/start-purchase';
import { apiRoute } from '@/lib/http/api-route';
import { callerActor } from '@/lib/http/audit-actor';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';

export const POST = apiRoute(operations.purchaseBatch, async (ctx) =>
  json(
    await startBatchPurchase(ctx.db, {
      organizationId: ctx.organizationId,
      batchId: ctx.params.id,
      actor: callerActor(ctx),
      preference: ctx.body.preference,
      scalePhoto: ctx.body.scalePhoto,
    }),
    202,
  ),
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
