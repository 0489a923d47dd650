// POST /api/v1/batches/:id/discard — set an unbought batch aside for good (lib/batches/discard-batch.ts); 409 once bought
import { discardBatch } from '@/lib/batches/discard-batch';
import { apiRoute } from '@/lib/http/api-route';
import { callerActor } from '@/lib/http/audit-actor';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';

export const POST = apiRoute(operations.discardBatch, async (ctx) =>
  json(await discardBatch(ctx.db, { organizationId: ctx.organizationId, batchId: ctx.params.id, actor: callerActor(ctx) })),
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
