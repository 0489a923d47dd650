// A valid POST /orders body for the benchmark (the same shape as the tests' fixture, without vitest).
import { randomBytes } from 'node:crypto';

export function validOrderBody() {
  return {
    pickupAddress: {
      contactName: 'Almacén Central', contactPhone: '+52 55 1234 5678', street: 'Av. Paseo de la Reforma', exteriorNumber: '222',
      neighborhood: 'Juárez', city: 'Ciudad de México', state: 'Ciudad de México', postalCode: '06600',
    },
    deliveryAddress: {
      contactName: 'María José Núñez', contactPhone: '+52 33 9876 5432', street: 'Av. Juárez', exteriorNumber: '976',
      neighborhood: 'Centro', city: 'Guadalajara', state: 'Jalisco', postalCode: '44100', deliveryInstructions: 'Tocar el timbre',
    },
    package: { weight: 1.5, dimensions: { length: 30, width: 20, height: 15 }, contentDescription: 'Libros' },
    receiverName: 'María José Núñez',
    internalReference: `BENCH-${randomBytes(6).toString('hex')}`,
  };
}
