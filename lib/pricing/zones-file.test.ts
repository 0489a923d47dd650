// The zones file reader (lib/pricing/zones-file.ts) and the postal-code search of the in-memory tables.
import { describe, expect, it } from 'vitest';
import { buildSurchargeTables, findZone } from './surcharge-tables';
import { parseWeekdays, readZonesFile } from './zones-file';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('readZonesFile', () => {
  it('reads ranges and single codes, Spanish and English kinds, days and extra days, with or without a header', () => {
    const { rows, errors } = readZonesFile(bytes('23000-23099;Zona Extendida;$95.50;Lunes, Miércoles;1\n77310;remote;210;;\n'));
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      {
        line: 1,
        postalCodeFrom: '23000',
        postalCodeTo: '23099',
        kind: 'extended',
        surchargeCentavos: 9550,
        deliveryWeekdays: [1, 3],
        extraTransitDays: 1,
      },
      {
        line: 2,
        postalCodeFrom: '77310',
        postalCodeTo: '77310',
        kind: 'remote',
        surchargeCentavos: 21000,
        deliveryWeekdays: null,
        extraTransitDays: 0,
      },
    ]);
    const withHeader = readZonesFile(bytes('cp,tipo,recargo,dias,extra\n29960,remota,150,"lun,mié,vie",2\n'));
    expect(withHeader.rows.map((r) => [r.line, r.deliveryWeekdays])).toEqual([[2, [1, 3, 5]]]);
  });

  it('reads every day of the week, written out or as 1-7, as every day', () => {
    expect(parseWeekdays('lun,mar,mié,jue,vie,sáb,dom')).toBeNull();
    expect(parseWeekdays('7 1')).toEqual([1, 7]);
    expect(parseWeekdays('')).toBeNull();
    expect(parseWeekdays('lunes y martes')).toBe('el día «y» no es un día de la semana (usa lun, mar, mié, jue, vie, sáb, dom)');
  });

  it('refuses an empty file and lists at most 20 errors', () => {
    expect(readZonesFile(bytes('codigo_postal,tipo,recargo\n')).errors).toEqual(['El archivo no tiene zonas.']);
    const many = Array.from({ length: 25 }, (_, i) => `1${String(i).padStart(4, '0')},lejana,1`).join('\n');
    const { errors } = readZonesFile(bytes(many));
    expect(errors).toHaveLength(21);
    expect(errors[20]).toBe('… y 5 errores más.');
  });
});

describe('findZone', () => {
  it('finds the range holding a postal code by binary search, and nothing between ranges', () => {
    const zone = (from: number, to: number) => ({
      key: 'sandbox|',
      from,
      to,
      kind: 'extended' as const,
      surchargeCentavos: from,
      deliveryWeekdays: null,
      extraTransitDays: 0,
    });
    const tables = buildSurchargeTables([zone(77000, 77099), zone(23000, 23099), zone(23100, 23100), zone(29900, 29999)], [], []);
    const index = tables.zones.get('sandbox|');
    expect(findZone(index, 23000)?.from).toBe(23000);
    expect(findZone(index, 23099)?.from).toBe(23000);
    expect(findZone(index, 23100)?.from).toBe(23100);
    expect(findZone(index, 23101)).toBeNull();
    expect(findZone(index, 22999)).toBeNull();
    expect(findZone(index, 77099)?.from).toBe(77000);
    expect(findZone(index, 99999)).toBeNull();
    expect(findZone(undefined, 23000)).toBeNull();
  });
});
