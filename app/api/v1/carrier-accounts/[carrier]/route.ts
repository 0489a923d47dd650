// PUT/PATCH/DELETE /api/v1/carrier-accounts/:carrier — save credentials (validated with the carrier), turn on or off, remove
import { deleteCarrierAccount, saveCarrierAccount, setCarrierAccountEnabled } from '@/lib/carriers/carrier-accounts';
import { apiRoute } from '@/lib/http/api-route';
import { callerActor } from '@/lib/http/audit-actor';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';

export const PUT = apiRoute(operations.saveCarrierAccount, async ({ db, organizationId, params, body, ...ctx }) =>
  json(await saveCarrierAccount(db, { organizationId, carrier: params.carrier, credentials: body.credentials, actor: callerActor(ctx) })),
);

export const PATCH = apiRoute(operations.updateCarrierAccount, async ({ db, organizationId, params, body, ...ctx }) =>
  json(await setCarrierAccountEnabled(db, { organizationId, carrier: params.carrier, enabled: body.enabled, actor: callerActor(ctx) })),
);

export const DELETE = apiRoute(operations.deleteCarrierAccount, async ({ db, organizationId, params, ...ctx }) => {
  await deleteCarrierAccount(db, { organizationId, carrier: params.carrier, actor: callerActor(ctx) });
  return json({ carrier: params.carrier, deleted: true });
});

export const { GET, POST } = methodNotAllowed(['PUT', 'PATCH', 'DELETE']);
