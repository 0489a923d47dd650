// How people read an invoice's status (the billing page, the API's statusLabel, the email).
import type { InvoiceStatus } from '@/model/payments';

export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  pending_stamp: 'Pendiente de timbrar',
  stamped: 'Timbrada',
  cancellation_pending: 'Cancelación en proceso',
  cancelled: 'Cancelada',
  failed: 'Rechazada por el PAC (se emite otra)',
};
