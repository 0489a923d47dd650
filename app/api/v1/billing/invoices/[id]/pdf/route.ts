// GET /api/v1/billing/invoices/:id/pdf — the printed representation with the SAT's QR (409 while pending_stamp)
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { requireSessionPermission } from '@/lib/http/session-permission';
import { invoicePdfDownload } from '@/lib/payments/invoices/read-invoices';

export const runtime = 'nodejs';

export const GET = apiRoute(operations.getInvoicePdf, async ({ db, auth, organizationId, params }) => {
  requireSessionPermission(auth, 'billing:manage');
  const { pdf, filename } = await invoicePdfDownload(db, { organizationId, invoiceId: params.id });
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
      'Content-Length': String(pdf.length),
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
