// parseJsonBody skips the walk through the document when the text cannot hold a string that breaks the text rule
// (no backslash escape, no DEL/C1, no lone surrogate): every way such a string can get in must still be refused.
import { describe, expect, it } from 'vitest';
import { parseJsonBody } from './read-body';

const refused = (text: string | Buffer) => {
  try {
    parseJsonBody(text);
  } catch (error) {
    return (error as { code?: string; message: string }).code === 'validation_error'
      ? (error as Error).message
      : `otro error: ${(error as Error).message}`;
  }
  return null;
};

describe('parseJsonBody and the text rule', () => {
  it('accepts ordinary bodies, accents and emoji included, as text or bytes', () => {
    const body = { receiverName: 'María José Núñez 🚚', package: { weight: 1.5 }, items: ['a', 'b'] };
    expect(parseJsonBody(JSON.stringify(body))).toEqual(body);
    expect(parseJsonBody(Buffer.from(JSON.stringify(body)))).toEqual(body);
    expect(parseJsonBody('{"instructions":"Tocar el timbre\\nSegundo piso"}')).toEqual({ instructions: 'Tocar el timbre\nSegundo piso' });
  });

  it('refuses control characters and lone surrogates however they are written', () => {
    expect(refused('{"a":"x\\u0000"}')).toMatch(/El campo a no puede contener caracteres de control \(U\+0000\)/);
    expect(refused('{"a":"x\\b"}')).toMatch(/U\+0008/);
    expect(refused('{"a":"x\\ud800"}')).toMatch(/Unicode inválidos/);
    expect(refused(Buffer.from('{"a":{"b":"x\u0085"}}'))).toMatch(/El campo a\.b no puede contener caracteres de control \(U\+0085\)/);
    expect(refused('{"a":"x\u007f"}')).toMatch(/U\+007F/);
    expect(refused('{"a":"x\ud800"}')).toMatch(/Unicode inválidos/);
    // a line break is a value's business (its schema decides), never a property name's
    expect(refused('{"na\\nme":"x"}')).toMatch(/^Un nombre de campo del cuerpo de la solicitud no puede contener caracteres de control/);
  });
});
