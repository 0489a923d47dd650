// The DHL Express products sold within Mexico (global product codes of MyDHL's rates and shipments) as the shipment
// types of our specification, with their Spanish names. A product DHL quotes that is not listed here still counts:
// every DHL Express product is time-definite, so it is `express` under DHL's own name.
import type { ShipmentType } from '@/db/schema';

type Product = { name: string; shipmentType: ShipmentType };

export const dhlExpressProducts: Readonly<Record<string, Product>> = {
  N: { name: 'DHL Express Nacional', shipmentType: 'express' },
  '1': { name: 'DHL Express Nacional 12:00', shipmentType: 'express' },
  G: { name: 'DHL Económico Nacional', shipmentType: 'standard' },
};

export function dhlExpressProduct(code: string, dhlName: string | undefined): Product {
  return dhlExpressProducts[code] ?? { name: dhlName ? `DHL ${dhlName}` : `DHL Express (${code})`, shipmentType: 'express' };
}
