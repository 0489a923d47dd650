// GET /api/v1/billing/invoices/:id — one invoice with the top-ups it covers (lib/payments/invoices/read-invoices.ts)
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { requireSessionPermission } from '@/lib/http/session-permission';
import { getInvoiceDetail } from '@/lib/payments/invoices/read-invoices';

export const GET = apiRoute(operations.getInvoice, async ({ db, auth, organizationId, params }) => {
  requireSessionPermission(auth, 'billing:manage');
  return json(await getInvoiceDetail(db, { organizationId, invoiceId: params.id }));
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
