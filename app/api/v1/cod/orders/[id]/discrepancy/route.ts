// POST /api/v1/cod/orders/:id/discrepancy — accept the collected amount or open a claim (lib/cod/resolve-discrepancy.ts)
import { resolveCodDiscrepancy } from '@/lib/cod/resolve-discrepancy';
import { apiRoute } from '@/lib/http/api-route';
import { callerActor } from '@/lib/http/audit-actor';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { requireSessionPermission } from '@/lib/http/session-permission';

export const POST = apiRoute(operations.resolveCodDiscrepancy, async (ctx) => {
  requireSessionPermission(ctx.auth, 'billing:manage');
  return json(
    await resolveCodDiscrepancy(ctx.db, {
      organizationId: ctx.organizationId,
      orderId: ctx.params.id,
      action: ctx.body.action,
      comment: ctx.body.comment,
      actor: callerActor(ctx),
    }),
  );
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
