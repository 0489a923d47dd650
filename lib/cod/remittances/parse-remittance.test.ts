// The remittance file's amounts, dates and refusals (lib/cod/remittances/parse-remittance.ts), without a database.
import { describe, expect, it } from 'vitest';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { parseAmount, parseCollectionDate, parseRemittance } from './parse-remittance';

describe('parseAmount', () => {
  it.each([
    ['1234.50', 123_450],
    ['1,234.50', 123_450],
    ['$1,234.5', 123_450],
    ['1234,50', 123_450],
    ['1.234,50', 123_450],
    ['1.234.567,8', 123_456_780],
    [' 99 ', 9_900],
    ['0.01', 1],
  ])('%s is %i centavos', (raw, centavos) => expect(parseAmount(raw)).toBe(centavos));

  it.each([
    ['-5.00', 'el monto es negativo'],
    ['(5.00)', 'el monto es negativo'],
    ['0', 'el monto debe ser mayor que 0'],
    ['', 'falta el monto'],
    ['1.2345', 'el monto «1.2345» no es una cantidad en pesos con hasta 2 decimales'],
    ['diez', 'el monto «diez» no es una cantidad en pesos con hasta 2 decimales'],
  ])('%s is refused: %s', (raw, reason) => expect(parseAmount(raw)).toBe(reason));
});

describe('parseCollectionDate', () => {
  it('reads AAAA-MM-DD and DD/MM/AAAA, empty as none, and refuses an impossible day', () => {
    expect(parseCollectionDate('2026-11-27')).toBe('2026-11-27');
    expect(parseCollectionDate('7/11/2026')).toBe('2026-11-07');
    expect(parseCollectionDate('')).toBeNull();
    expect(parseCollectionDate('31/02/2026')).toEqual({
      problem: 'la fecha de cobro «31/02/2026» no es una fecha AAAA-MM-DD o DD/MM/AAAA',
    });
  });
});

describe('parseRemittance', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  const refusal = (text: string, reference?: string) => {
    try {
      parseRemittance(bytes(text), { reference });
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe('invalid_remittance');
      return (error as DomainError).message;
    }
    throw new Error('not refused');
  };

  it('reads English headers and takes the reference from the parameter', () => {
    expect(parseRemittance(bytes('trackingNumber,Amount\nSBX1,10.5\n'), { reference: 'REM-1' })).toEqual({
      reference: 'REM-1',
      totalCentavos: 1_050,
      lines: [{ lineNumber: 2, trackingNumber: 'SBX1', amountCentavos: 1_050, collectedOn: null }],
    });
  });

  it('names every bad line, the first ten and how many more', () => {
    const lines = Array.from({ length: 12 }, (_, i) => `SBX${i},-1,R`).join('\n');
    expect(refusal(`guia,monto,referencia_remesa\n${lines}\n`)).toBe(
      `El archivo tiene 12 líneas con errores; no se aplicó ninguna: ${Array.from({ length: 10 }, (_, i) => `línea ${i + 2}: el monto es negativo`).join('; ')}; y 2 más.`,
    );
    expect(refusal('guia,monto,referencia_remesa\nSBX1,,R\n')).toBe(
      'El archivo tiene una línea con errores; no se aplicó ninguna: línea 2: falta el monto.',
    );
  });

  it('refuses a parameter that disagrees with the file, and a repeated column', () => {
    expect(refusal('guia,monto,referencia_remesa\nSBX1,1,R-A\n', 'R-B')).toBe('La referencia indicada (R-B) no es la del archivo (R-A).');
    expect(refusal('guia,monto,importe\nSBX1,1,1\n', 'R')).toBe('El encabezado repite la columna «importe».');
  });
});
