import { describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES, isSecretName, REDACTED, redactBody, redactCardNumbers, redactQuery, truncateUtf8 } from './redact';

describe('request log redaction', () => {
  it('names secrets however they are spelled, and leaves ordinary fields alone', () => {
    for (const name of [
      'password',
      'newPassword',
      'api_key',
      'apiKey',
      'API-Key',
      'secret',
      'webhookSecret',
      'token',
      'accessToken',
      'authorization',
      'key',
      'cardNumber',
      'card_number',
      'cvv',
      'pin',
      'contraseña',
    ]) {
      expect(isSecretName(name), name).toBe(true);
    }
    for (const name of ['receiverName', 'postalCode', 'package', 'keyboard', 'monkey', 'internalReference', 'status']) {
      expect(isSecretName(name), name).toBe(false);
    }
  });

  it('replaces card-like numbers, Luhn-valid or not, with or without separators, but not tracking numbers or UUIDs', () => {
    expect(redactCardNumbers('tarjeta 4111111111111111 fin')).toBe(`tarjeta ${REDACTED} fin`);
    expect(redactCardNumbers('4111 1111 1111 1111')).toBe(REDACTED);
    expect(redactCardNumbers('4111-1111-1111-1112')).toBe(REDACTED); // fails the Luhn check: still redacted
    expect(redactCardNumbers('3782 822463 10005')).toBe(REDACTED); // Amex grouping
    expect(redactCardNumbers('1234567890123')).toBe(REDACTED); // 13 digits
    expect(redactCardNumbers('123456789012')).toBe('123456789012'); // 12 digits: a phone, say
    expect(redactCardNumbers('MX1234567890123452')).toBe('MX1234567890123452');
    expect(redactCardNumbers('12345678-1234-1234-1234-123456789012')).toBe('12345678-1234-1234-1234-123456789012');
    expect(redactCardNumbers('+52 55 1234 5678')).toBe('+52 55 1234 5678');
  });

  it('redacts a JSON body by field name at any depth (whole values, objects included) and card numbers in any string or number', () => {
    const body = JSON.stringify({
      receiverName: 'Ana',
      password: 'hunter2',
      nested: { apiKey: 'flt_abc', card: { number: '4111111111111111', exp: '12/30' }, list: [{ token: 't' }, 'pago 5555 5555 5555 4444'] },
      amount: 4111111111111111,
    });
    const out = JSON.parse(redactBody(body)!);
    expect(out).toEqual({
      receiverName: 'Ana',
      password: REDACTED,
      nested: { apiKey: REDACTED, card: REDACTED, list: [{ token: REDACTED }, `pago ${REDACTED}`] },
      amount: REDACTED,
    });
  });

  it('redacts text that is not JSON (malformed or cut), an unterminated value included', () => {
    const out = redactBody('{"password": "hunter2", "apiKey": flt_abc, "receiverName": "Ana", "secret": "cut in ha');
    expect(out).not.toContain('hunter2');
    expect(out).not.toContain('flt_abc');
    expect(out).not.toContain('cut in ha');
    expect(out).toContain('"receiverName": "Ana"');
  });

  it('keeps 2 KB after redaction, never cutting a character in two; empty bodies are null', () => {
    const long = JSON.stringify({ text: 'ñ'.repeat(5000), password: 'x' });
    const out = redactBody(long)!;
    expect(Buffer.byteLength(out)).toBeLessThanOrEqual(BODY_LIMIT_BYTES);
    expect(out.endsWith('\uFFFD')).toBe(false);
    expect(truncateUtf8('añb', 2)).toBe('a');
    expect(redactBody('')).toBeNull();
    expect(redactBody(undefined)).toBeNull();
  });

  it('redacts secret query parameters and card numbers in values, leaving the rest as sent', () => {
    expect(redactQuery('?status=4xx&token=abc&q=4111+1111+1111+1111')).toBe(
      `status=4xx&token=${encodeURIComponent(REDACTED)}&q=${encodeURIComponent(REDACTED)}`,
    );
    expect(redactQuery('?limit=10&cursor=abc%3D')).toBe('limit=10&cursor=abc%3D');
    expect(redactQuery('')).toBeNull();
  });
});
