// The files of the invoice email (lib/email/templates/invoice-stamped.tsx), made at send time: the stamped XML as
// stored, byte for byte, and the PDF drawn from it.
import type { DbOrTx } from '@/db/client';
import { findInvoice, invoicePdf, stampedXmlOf } from './read-invoices';
import { invoiceFileBase } from './invoice-pdf';

export async function invoiceAttachments(db: DbOrTx, input: { organizationId: string; invoiceId: string }) {
  const invoice = await findInvoice(db, input);
  const { xml, uuid } = stampedXmlOf(invoice);
  const { pdf, filename } = await invoicePdf(db, invoice);
  return [
    {
      filename: `${invoiceFileBase(invoice.series, invoice.folio, uuid)}.xml`,
      content: Buffer.from(xml, 'utf8'),
      contentType: 'application/xml',
    },
    { filename, content: pdf, contentType: 'application/pdf' },
  ];
}
