// GET and PUT /api/v1/cod/settings — the organization's COD fee mode and payout CLABE (lib/cod/settings.ts)
import { getCodSettings, updateCodSettings } from '@/lib/cod/settings';
import { apiRoute } from '@/lib/http/api-route';
import { callerActor } from '@/lib/http/audit-actor';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { requirePayoutSettingsWriter } from '@/lib/http/payout-access';
import { json } from '@/lib/http/respond';
import { requireSessionPermission } from '@/lib/http/session-permission';

export const GET = apiRoute(operations.getCodSettings, async ({ db, auth, organizationId }) => {
  requireSessionPermission(auth, 'billing:manage');
  return json(await getCodSettings(db, { organizationId }));
});

export const PUT = apiRoute(operations.updateCodSettings, async (ctx) => {
  requirePayoutSettingsWriter(ctx.auth);
  const { changed: _changed, ...settings } = await updateCodSettings(ctx.db, {
    ...ctx.body,
    organizationId: ctx.organizationId,
    actor: callerActor(ctx),
  });
  return json(settings);
});

export const { POST, PATCH, DELETE } = methodNotAllowed(['GET', 'PUT']);
