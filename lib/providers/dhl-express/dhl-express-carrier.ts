// DHL Express as a carrier module (lib/providers/carrier.ts) on MyDHL API (docs/carriers/dhl-express.md): rates,
// shipments with DHL's own PDF label, return shipments, tracking by polling, pickups and their cancellation. No `cancel`: MyDHL has no
// operation that voids a shipment. No `cod`: MyDHL documents no cash-on-delivery service for it.
import { dhlExpressProducts } from './products';
import { z } from 'zod';
import { config } from '@/lib/platform/config';
import type { CarrierModule } from '../carrier';
import { dhlExpressClient } from './client';
import { DHL_EXPRESS } from './payloads';
import { dhlExpressInformationalCodes, dhlExpressStatus } from './tracking-codes';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const dhlExpressCredentialsSchema = z.object({
  apiKey: required('Escribe la clave de API (API key) que DHL Express te dio para MyDHL API.').pipe(
    z.string().max(200, 'La clave de API de DHL Express es demasiado larga.'),
  ),
  apiSecret: required('Escribe el secreto de API (API secret) que DHL Express te dio para MyDHL API.').pipe(
    z.string().max(200, 'El secreto de API de DHL Express es demasiado largo.'),
  ),
  accountNumber: required('Escribe tu número de cuenta de DHL Express.').pipe(
    z.string().regex(/^\d{9,10}$/, 'El número de cuenta de DHL Express tiene 9 o 10 dígitos, sin espacios.'),
  ),
});

export const dhlExpressCarrier: CarrierModule = {
  name: DHL_EXPRESS,
  displayName: 'DHL Express',
  capabilities: new Set(['rates', 'shipments', 'returns', 'tracking_poll', 'pickups', 'pickup_cancel', 'carrier_label']),
  credentialsSchema: dhlExpressCredentialsSchema,
  publicCredentialFields: ['accountNumber'],
  serviceName: (code) => dhlExpressProducts[code]?.name ?? null,
  baseUrl: () => config().DHL_EXPRESS_API_URL,
  mapStatusCode: dhlExpressStatus,
  informationalCodes: dhlExpressInformationalCodes,
  client: dhlExpressClient,
};
