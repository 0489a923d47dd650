// POST /api/v1/pickups — book a courier pickup with the provider (lib/pickups/request-pickup.ts)
import { apiRoute } from '@/lib/http/api-route';
import { callerActor } from '@/lib/http/audit-actor';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { requestPickup } from '@/lib/pickups/request-pickup';

export const runtime = 'nodejs';

export const POST = apiRoute(operations.createPickup, async (ctx) =>
  json(await requestPickup(ctx.db, { organizationId: ctx.organizationId, input: ctx.body, actor: callerActor(ctx) }), 201),
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
