// How our address fills MyDHL's 45-character lines, and how DHL's schema problems read in Spanish.
import { describe, expect, it } from 'vitest';
import type { StoredAddress } from '@/db/schema';
import { CarrierError } from '../carrier';
import { describeSchemaProblem } from './errors';
import { dhlParty, pickupBody, wrapLine } from './payloads';

const address: StoredAddress = {
  contactName: 'Ana López',
  contactPhone: '3312345678',
  street: 'Avenida Adolfo López Mateos Sur',
  exteriorNumber: '2375',
  interiorNumber: '12',
  neighborhood: 'Jardines de Plaza del Sol',
  city: 'Zapopan',
  state: 'Jalisco',
  postalCode: '45050',
};

describe('wrapLine', () => {
  it('breaks between words and cuts only a word longer than a line', () => {
    expect(wrapLine('uno dos tres', 7)).toEqual(['uno dos', 'tres']);
    expect(wrapLine('abcdefghij xy', 4)).toEqual(['abcd', 'efgh', 'ij', 'xy']);
    expect(wrapLine('  ', 10)).toEqual([]);
    for (const line of wrapLine('Calzada de los Misterios esquina con Avenida Ricardo Flores Magón', 45)) {
      expect(line.length).toBeLessThanOrEqual(45);
    }
  });
});

describe('dhlParty', () => {
  it('puts street, numbers and neighbourhood in DHL’s lines, the neighbourhood also as county', () => {
    expect(dhlParty(address, 'del destinatario')).toEqual({
      postalAddress: {
        postalCode: '45050',
        cityName: 'Zapopan',
        countryCode: 'MX',
        provinceName: 'Jalisco',
        addressLine1: 'Avenida Adolfo López Mateos Sur 2375 Int. 12',
        addressLine2: 'Col. Jardines de Plaza del Sol',
        countyName: 'Jardines de Plaza del Sol',
      },
      contactInformation: { phone: '3312345678', companyName: 'Ana López', fullName: 'Ana López' },
    });
  });

  it('refuses in Spanish what DHL could not take whole', () => {
    const street = 'Prolongación '.repeat(11).trim();
    expect(() => dhlParty({ ...address, street }, 'del destinatario')).toThrow(CarrierError);
    expect(() => dhlParty({ ...address, street }, 'del destinatario')).toThrow(/colonia del destinatario en tres líneas de 45/);
    expect(() => dhlParty({ ...address, city: 'C'.repeat(46) }, 'del remitente')).toThrow(
      'DHL Express admite ciudades de hasta 45 caracteres y la ciudad del remitente tiene 46; abréviala.',
    );
  });
});

describe('describeSchemaProblem', () => {
  it('names the field and the party of DHL’s validator messages', () => {
    expect(describeSchemaProblem('#/customerDetails/receiverDetails/postalAddress/cityName: expected maxLength: 45, actual: 49')).toBe(
      'la ciudad del destinatario admite como máximo 45 caracteres y tiene 49',
    );
    expect(describeSchemaProblem('#/customerDetails/shipperDetails: required key [countryCode] not found')).toBe(
      'falta el país del remitente',
    );
    expect(describeSchemaProblem('#/content/packages/0/identifiers/0: extraneous key [dataIdentifier] is not permitted')).toBe(
      'el campo identifiers lleva un dato que DHL no acepta',
    );
  });
});

describe('pickupBody', () => {
  const base = { organizationId: 'org', pickupAddress: address, date: '2026-12-01', windowStart: '10:00', windowEnd: '18:00' };

  it('announces each parcel with the product it was bought with and its own package', () => {
    const body = pickupBody(
      {
        ...base,
        guideNumbers: ['1234567890'],
        parcels: [{ guideNumber: '1234567890', service: 'G', package: { weight: 2.5, length: 30.2, width: 20, height: 15 } }],
      },
      '123456789',
    );
    expect(body.shipmentDetails).toEqual([
      {
        shipmentTrackingNumber: '1234567890',
        productCode: 'G',
        isCustomsDeclarable: false,
        unitOfMeasurement: 'metric',
        packages: [{ weight: 2.5, dimensions: { length: 31, width: 20, height: 15 } }],
      },
    ]);
  });

  it('a guide known only by its number goes as an EXPRESS DOMESTIC parcel of nominal size', () => {
    const body = pickupBody({ ...base, guideNumbers: ['999'] }, '123456789');
    expect(body.shipmentDetails[0]).toMatchObject({ productCode: 'N', packages: [{ weight: 1 }] });
  });
});
