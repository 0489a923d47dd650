// POST /api/v1/pickups — book a courier pickup with the provider (lib/pickups/request-pickup.ts)
import { apiRoute } from '@/lib/platform/http/api-route';
import { callerActor } from '@/lib/platform/http/audit-actor';
import { methodNotAllowed } from '@/lib/platform/http/method-not-allowed';
import { operations } from '@/lib/platform/http/openapi/operations';
import { json } from '@/lib/platform/http/respond';
import { requestPickup } from '@/lib/pickups/request-pickup';

export const runtime = 'nodejs';

export const POST = apiRoute(operations.createPickup, async (ctx) =>
  json(await requestPickup(ctx.db, { organizationId: ctx.organizationId, input: ctx.body, actor: callerActor(ctx) }), 201),
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
