// The public tracking page's address for a tracking number (app/rastreo/[trackingNumber]): in order responses,
// on labels (QR code), in recipient notifications. The base is PUBLIC_URL (lib/platform/public-url.ts).
import { publicUrl } from '@/lib/platform/public-url';

export const TRACKING_PATH = '/rastreo';

export function trackingPath(trackingNumber: string): string {
  return `${TRACKING_PATH}/${encodeURIComponent(trackingNumber)}`;
}

export function trackingUrl(trackingNumber: string): string {
  return publicUrl(trackingPath(trackingNumber));
}

/** trackingUrl for an order's tracking number, or null while it has none. */
export function trackingUrlOrNull(trackingNumber: string | null | undefined): string | null {
  return trackingNumber ? trackingUrl(trackingNumber) : null;
}
