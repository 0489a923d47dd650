// An /api address whose percent-encoding does not decode, against the real server (scripts/next-server.mjs in
// front of the built app): the API's Spanish 404 with a request id, never Next.js' English 500
// (lib/http/malformed-path.mjs). A broken encoding in the query string is left to the route (it decodes leniently).
import { expect, test } from '@playwright/test';

test('an /api address with a broken percent-encoding gets the Spanish 404 of the API', async ({ request }) => {
  for (const path of [
    '/api/v1/orders/%ZZ',
    '/api/v1/orders/%E0%A4%A',
    '/api/v1/tracking/%C0%AF',
    '/api/public/logo/%',
    '/api/dashboard/webhooks/%ZZ/deliveries',
  ]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(res.headers()['content-type'], path).toBe('application/json; charset=utf-8');
    expect(res.headers()['x-error-code'], path).toBe('not_found');
    expect(res.headers()['x-request-id'], path).toMatch(/^req_[0-9a-f]{32}$/);
    expect(await res.json(), path).toEqual({ error: 'El recurso no existe: la dirección tiene una secuencia de escape (%) mal formada.' });
  }
  const problem = await request.get('/api/v1/orders/%ZZ', { headers: { Accept: 'application/problem+json' } });
  expect(problem.status()).toBe(404);
  expect(await problem.json()).toMatchObject({ status: 404, code: 'not_found', type: '/docs/guias/errores#not_found' });
  // the query string is the route's: without a key, the usual 401
  const query = await request.get('/api/v1/orders?q=%ZZ');
  expect(query.status()).toBe(401);
  expect((await query.json()).error).toMatch(/clave de API/);
});
