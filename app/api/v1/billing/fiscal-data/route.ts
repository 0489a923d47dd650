// GET and PUT /api/v1/billing/fiscal-data — the receiver of the organization's invoices (lib/payments/fiscal/)
import { apiRoute } from '@/lib/http/api-route';
import { requireBillingChange } from '@/lib/http/billing-change-access';
import { callerActor } from '@/lib/http/audit-actor';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { requireSessionPermission } from '@/lib/http/session-permission';
import { getFiscalData, updateFiscalData } from '@/lib/payments/fiscal/fiscal-data';

export const GET = apiRoute(operations.getFiscalData, async ({ db, auth, organizationId }) => {
  requireSessionPermission(auth, 'billing:manage');
  return json(await getFiscalData(db, { organizationId }));
});

export const PUT = apiRoute(operations.updateFiscalData, async (ctx) => {
  const { db, auth, organizationId, body } = ctx;
  requireBillingChange(
    auth,
    'Cambiar los datos fiscales (a quién se emiten y envían las facturas) requiere una clave con todos los permisos (*).',
  );
  return json(await updateFiscalData(db, { ...body, organizationId, actor: callerActor(ctx) }));
});

export const { POST, PATCH, DELETE } = methodNotAllowed(['GET', 'PUT']);
