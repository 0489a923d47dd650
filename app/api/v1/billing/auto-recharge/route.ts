// GET and PUT /api/v1/billing/auto-recharge — the automatic recharge by direct debit (lib/payments/auto-recharge/settings.ts)
import { requireAutoRechargeReader, requireAutoRechargeWriter } from '@/lib/http/auto-recharge-access';
import { apiRoute } from '@/lib/http/api-route';
import { callerActor } from '@/lib/http/audit-actor';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { getAutoRecharge, updateAutoRecharge } from '@/lib/payments/auto-recharge/settings';

export const GET = apiRoute(operations.getAutoRecharge, async ({ db, auth, organizationId }) => {
  requireAutoRechargeReader(auth);
  return json(await getAutoRecharge(db, { organizationId }));
});

export const PUT = apiRoute(operations.updateAutoRecharge, async (ctx) => {
  const { db, auth, organizationId, body } = ctx;
  requireAutoRechargeWriter(auth);
  return json(await updateAutoRecharge(db, { ...body, organizationId, actor: callerActor(ctx) }));
});

export const { POST, PATCH, DELETE } = methodNotAllowed(['GET', 'PUT']);
