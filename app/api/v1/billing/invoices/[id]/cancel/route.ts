// POST /api/v1/billing/invoices/:id/cancel — cancel a stamped invoice with a SAT reason through the PAC
// (lib/payments/invoices/cancel-invoice.ts); a key needs every permission (*), a session billing:manage. Reason 01
// without substituteUuid: 202 with the invoice and the substitute the service built for it
import { apiRoute } from '@/lib/http/api-route';
import { requireBillingChange } from '@/lib/http/billing-change-access';
import { callerActor } from '@/lib/http/audit-actor';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { cancelInvoice } from '@/lib/payments/invoices/cancel-invoice';

export const POST = apiRoute(operations.cancelInvoice, async (ctx) => {
  const { db, auth, organizationId, params, body } = ctx;
  requireBillingChange(auth, 'Cancelar una factura ante el SAT requiere una clave con todos los permisos (*).');
  const result = await cancelInvoice(db, {
    organizationId,
    invoiceId: params.id,
    reason: body.reason,
    substituteUuid: body.substituteUuid,
    actor: callerActor(ctx),
  });
  // reason 01 without substituteUuid: the substitute was built; the cancellation is asked once it is stamped
  if (result.substituting) return json({ invoice: result.invoice, substitute: result.substitute }, 202);
  return json(result.invoice);
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
