// The one sample shipment (Mexico City -> Guadalajara, 1.5 kg of books) behind the OpenAPI examples, the
// dashboard's sample label, and the test and e2e fixtures, so they never drift apart. Each user overrides
// only what it needs (its own reference, a brand name as sender).
import type { StoredAddress } from '@/db/schema';

export const samplePickupAddress = {
  contactName: 'Almacén Central',
  contactPhone: '+52 55 1234 5678',
  email: 'almacen@ejemplo.mx',
  street: 'Av. Paseo de la Reforma',
  exteriorNumber: '222',
  interiorNumber: 'Piso 3',
  neighborhood: 'Juárez',
  city: 'Ciudad de México',
  state: 'Ciudad de México',
  postalCode: '06600',
} satisfies StoredAddress;

export const sampleDeliveryAddress = {
  contactName: 'María José Núñez',
  contactPhone: '+52 33 9876 5432',
  street: 'Av. Juárez',
  exteriorNumber: '976',
  neighborhood: 'Centro',
  city: 'Guadalajara',
  state: 'Jalisco',
  postalCode: '44100',
  deliveryInstructions: 'Tocar el timbre dos veces',
} satisfies StoredAddress;

export const sampleReceiver = { receiverName: 'María José Núñez', receiverPhone: '+52 33 9876 5432' };

export const samplePackage = {
  weight: 1.5,
  dimensions: { length: 30, width: 20, height: 15 },
  contentDescription: 'Libros',
  declaredValue: 500,
};
