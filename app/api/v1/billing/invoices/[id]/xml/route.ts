// GET /api/v1/billing/invoices/:id/xml — the stamped CFDI, byte for byte (409 while pending_stamp)
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { requireSessionPermission } from '@/lib/http/session-permission';
import { invoiceXmlDownload } from '@/lib/payments/invoices/read-invoices';

export const runtime = 'nodejs';

export const GET = apiRoute(operations.getInvoiceXml, async ({ db, auth, organizationId, params }) => {
  requireSessionPermission(auth, 'billing:manage');
  const { xml, filename } = await invoiceXmlDownload(db, { organizationId, invoiceId: params.id });
  const bytes = Buffer.from(xml, 'utf8');
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
      'Content-Length': String(bytes.length),
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
