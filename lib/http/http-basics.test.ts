import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatZodError } from '@/lib/platform/errors/zod-es';
import { ApiError } from './api-error';
import { readJsonBody } from './read-body';
import { withRequest } from './with-request';

const post = (body: BodyInit | null, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  new Request('http://x/api/v1/t', { method: 'POST', body, headers });

describe('readJsonBody', () => {
  it('parses JSON and treats an empty body as undefined', async () => {
    expect(await readJsonBody(post('{"a":1}'))).toEqual({ a: 1 });
    expect(await readJsonBody(post(null))).toBeUndefined();
  });
  it('400 invalid_json for malformed JSON', async () => {
    await expect(readJsonBody(post('{"a":'))).rejects.toMatchObject({ code: 'invalid_json', status: 400 });
  });
  it('400 invalid_content_type without application/json', async () => {
    await expect(readJsonBody(post('{}', { 'content-type': 'text/plain' }))).rejects.toMatchObject({
      code: 'invalid_content_type',
      status: 400,
    });
    await expect(readJsonBody(post('{}', {}))).rejects.toMatchObject({ status: 400 });
    expect(await readJsonBody(post('{"a":1}', { 'content-type': 'application/json; charset=utf-8' }))).toEqual({ a: 1 });
  });
  it('413 over 1 MB, whether declared or streamed', async () => {
    const big = JSON.stringify({ s: 'x'.repeat(1024 * 1024) });
    await expect(readJsonBody(post(big))).rejects.toMatchObject({ code: 'payload_too_large', status: 413 });
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new Uint8Array(64 * 1024));
        controller.close();
      },
    });
    const chunked = new Request('http://x/', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    await expect(readJsonBody(chunked)).rejects.toMatchObject({ code: 'payload_too_large' });
  });
});

describe('Spanish validation messages', () => {
  const schema = z.object({
    package: z.object({
      weight: z.number().min(0.1, { error: 'debe estar entre 0.1 y 70' }).max(70, { error: 'debe estar entre 0.1 y 70' }),
    }),
    shipmentType: z.enum(['standard', 'express']).optional(),
    name: z.string().min(1),
    events: z.array(z.string()).min(1),
  });
  it('names the field path in every message', () => {
    const result = schema.safeParse({ package: { weight: 80 }, shipmentType: 'slow', name: '', events: [] });
    expect(result.success).toBe(false);
    const message = formatZodError(result.error!);
    expect(message).toContain('El campo package.weight debe estar entre 0.1 y 70');
    expect(message).toContain('El campo shipmentType debe ser uno de: standard, express');
    expect(message).toContain('El campo name no puede estar vacío');
    expect(message).toContain('El campo events debe tener al menos 1 elemento');
  });
  it('says when a field is missing or of the wrong type', () => {
    const result = schema.safeParse({ package: { weight: 'x' } });
    const message = formatZodError(result.error!);
    expect(message).toContain('El campo package.weight debe ser un número');
    expect(message).toContain('El campo name es obligatorio');
    expect(formatZodError(schema.safeParse('x').error!)).toBe('El cuerpo de la solicitud debe ser un objeto');
  });
});

describe('withRequest error mapping', () => {
  it('maps ApiError and ZodError to { error } with X-Error-Code and X-Request-Id', async () => {
    const handler = withRequest(() => {
      throw new ApiError('not_found', 'El pedido no existe.');
    });
    const res = await handler(new Request('http://x/'));
    expect(res.status).toBe(404);
    expect(res.headers.get('x-error-code')).toBe('not_found');
    expect(res.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{32}$/);
    expect(await res.json()).toEqual({ error: 'El pedido no existe.' });

    const zodHandler = withRequest(() => {
      z.object({ a: z.string() }).parse({});
      return new Response();
    });
    const zres = await zodHandler(new Request('http://x/'));
    expect(zres.status).toBe(400);
    expect(zres.headers.get('x-error-code')).toBe('validation_error');
    expect(await zres.json()).toEqual({ error: 'El campo a es obligatorio' });
  });

  it('turns anything unknown into a generic Spanish 500 without internals', async () => {
    const handler = withRequest(() => {
      throw new Error('relation "secret_table" does not exist at /srv/app/lib/x.ts:10');
    });
    const res = await handler(new Request('http://x/'));
    expect(res.status).toBe(500);
    expect(res.headers.get('x-error-code')).toBe('internal_error');
    const text = await res.text();
    expect(text).not.toMatch(/secret_table|\.ts|relation/);
    expect(JSON.parse(text).error).toMatch(/Error interno/);
  });
});
