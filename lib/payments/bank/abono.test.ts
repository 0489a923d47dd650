// Reading the deposit callback: STP's documented example reads as an abono, and the amounts we refuse (zero, negative,
// more than 2 decimals, not a number, another currency) are refused with why.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operationDateOf, parseAbonoJson, readAbono, readAbonoAmount } from './abono';

const example = JSON.parse(readFileSync('simulators/bank/fixtures/abono-stp.json', 'utf8'));

describe('readAbono', () => {
  it("reads STP's documented example, numbers as text", () => {
    const abono = readAbono(example);
    expect(abono).toMatchObject({
      claveRastreo: '12345',
      cuentaBeneficiario: '64618012340000000D',
      institucionOrdenante: '90903',
      referenciaNumerica: '1234567',
    });
    expect(operationDateOf(abono!.fechaOperacion)).toBe('2020-01-27');
  });

  it('is not an abono without a tracking key or a CLABE, or when not an object', () => {
    expect(readAbono({ ...example, claveRastreo: undefined })).toBeNull();
    expect(readAbono({ ...example, cuentaBeneficiario: '' })).toBeNull();
    expect(readAbono([example])).toBeNull();
    expect(readAbono('abono')).toBeNull();
  });
});

describe('readAbonoAmount', () => {
  it.each([
    [0.01, 1],
    [1500, 150_000],
    ['1500.5', 150_050],
    ['2320.00', 232_000],
  ])('%s is %d centavos', (monto, centavos) => {
    expect(readAbonoAmount({ monto })).toMatchObject({ ok: true, centavos });
  });

  it.each([
    [0, 'not_positive'],
    ['0.00', 'not_positive'],
    [-5, 'not_positive'],
    ['-0.01', 'not_positive'],
    [10.123, 'too_many_decimals'],
    ['10.001', 'too_many_decimals'],
    ['diez', 'not_a_number'],
    ['1e3', 'not_a_number'],
    [null, 'not_a_number'],
    [true, 'not_a_number'],
    [{ monto: 1 }, 'not_a_number'],
    [1e21, 'not_a_number'],
    ['10000000000.00', 'too_large'],
  ])('%j is refused: %s', (monto, why) => {
    expect(readAbonoAmount({ monto })).toMatchObject({ ok: false, why });
  });

  it('refuses a currency other than MXN, and reads an absent one as MXN', () => {
    expect(readAbonoAmount({ monto: 100, moneda: 'USD' })).toMatchObject({ ok: false, why: 'currency', currency: 'USD' });
    expect(readAbonoAmount({ monto: 100, moneda: 'mxn' })).toMatchObject({ ok: true, currency: 'MXN' });
    expect(readAbonoAmount({ monto: 100 })).toMatchObject({ ok: true, currency: 'MXN' });
  });
});

describe('parseAbonoJson', () => {
  const amountOf = (monto: string) =>
    readAbonoAmount(parseAbonoJson(`{"claveRastreo":"X1","cuentaBeneficiario":"1","monto":${monto}}`) as { monto: unknown });

  it('judges a JSON-number amount by the digits written, not the double they round to', () => {
    expect(amountOf('100.100000000000001')).toMatchObject({ ok: false, why: 'too_many_decimals', text: '100.100000000000001' });
    expect(amountOf('1e3')).toMatchObject({ ok: false, why: 'not_a_number', text: '1e3' });
    expect(amountOf('1E+3')).toMatchObject({ ok: false, why: 'not_a_number' });
    expect(amountOf('100.10')).toMatchObject({ ok: true, centavos: 10_010, text: '100.10' });
    expect(amountOf('"2320.00"')).toMatchObject({ ok: true, centavos: 232_000 });
  });

  it('leaves every other field as JSON.parse reads it', () => {
    expect(parseAbonoJson('{"referenciaNumerica":1e3,"nested":{"monto":5}}')).toEqual({ referenciaNumerica: 1000, nested: { monto: '5' } });
  });
});
