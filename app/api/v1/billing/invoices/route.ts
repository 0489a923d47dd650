// GET /api/v1/billing/invoices — the organization's invoices, newest first, keyset-paged (lib/payments/invoices)
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { requireSessionPermission } from '@/lib/http/session-permission';
import { listInvoices } from '@/lib/payments/invoices/read-invoices';

export const GET = apiRoute(operations.listInvoices, async ({ db, auth, organizationId, query }) => {
  requireSessionPermission(auth, 'billing:manage');
  return json(await listInvoices(db, { organizationId, ...query }));
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
