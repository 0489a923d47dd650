// FedEx as a carrier module (lib/providers/carrier.ts) on FedEx's REST APIs (docs/carriers/fedex.md): OAuth client
// credentials, rates, shipments with FedEx's own PDF label, cancel, return shipments, tracking by polling, pickups
// and their cancellation. No `cod`: FedEx documents no cash on delivery for shipments inside Mexico. No
// `tracking_push`: FedEx's push (Advanced Integrated Visibility webhooks) needs a separate enrolment per project.
import { z } from 'zod';
import { config } from '@/lib/platform/config';
import type { CarrierModule } from '../carrier';
import { fedexClient } from './client';
import { FEDEX, fedexServices, isFedexService } from './services';
import { fedexInformationalCodes, fedexStatus } from './status-codes';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const fedexCredentialsSchema = z.object({
  clientId: required('Escribe el Client ID (API Key) de tu proyecto en FedEx Developer.').pipe(
    z.string().max(200, 'El Client ID de FedEx es demasiado largo.'),
  ),
  clientSecret: required('Escribe el Client Secret (Secret Key) de tu proyecto en FedEx Developer.').pipe(
    z.string().max(200, 'El Client Secret de FedEx es demasiado largo.'),
  ),
  accountNumber: required('Escribe tu número de cuenta de FedEx.').pipe(
    z.string().regex(/^\d{9}$/, 'El número de cuenta de FedEx tiene 9 dígitos, sin espacios.'),
  ),
});

export const fedexCarrier: CarrierModule = {
  name: FEDEX,
  displayName: 'FedEx',
  capabilities: new Set(['rates', 'shipments', 'cancel', 'returns', 'tracking_poll', 'pickups', 'pickup_cancel', 'carrier_label']),
  credentialsSchema: fedexCredentialsSchema,
  publicCredentialFields: ['accountNumber'],
  serviceName: (code) => (isFedexService(code) ? fedexServices[code].name : null),
  baseUrl: () => config().FEDEX_API_URL,
  mapStatusCode: fedexStatus,
  informationalCodes: fedexInformationalCodes,
  client: fedexClient,
};
