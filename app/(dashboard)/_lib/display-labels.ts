// The dashboard's display map: statuses, services and webhook events in Spanish with accents.
// The one source is lib/orders/display-labels.ts (emails and PDFs read the same map).
export {
  eventLabel,
  ledgerDescriptionLabel,
  serviceLabel,
  serviceOptions,
  statusLabel,
  statusOptions,
  trackingDescriptionLabel,
} from '@/lib/orders/display-labels';
