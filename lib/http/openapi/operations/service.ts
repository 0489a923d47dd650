// The service's own operations: health, this document, the account behind a key.
import { healthResponseSchema } from '@/lib/health/schemas';
import { accountResponseSchema } from '@/lib/organizations/schemas';
import { defineOperations, named } from '../define';
import { exampleAccount, exampleHealth } from '../examples';

export const serviceOperations = defineOperations({
  getHealth: {
    method: 'get', path: '/api/health', root: true, tag: 'Servicio', scopes: null,
    summary: 'Estado del servicio y de la base de datos',
    responses: {
      200: { description: 'Servicio operativo', schema: healthResponseSchema, example: exampleHealth },
      503: { description: 'Base de datos inaccesible', schema: healthResponseSchema, example: { ...exampleHealth, status: 'degraded', database: 'unreachable', latencyMs: 2000 } },
    },
    errors: [],
  },
  getOpenApiDocument: {
    method: 'get', path: '/openapi.json', tag: 'Servicio', scopes: null,
    summary: 'Este documento OpenAPI 3.1',
    responses: { 200: { description: 'El documento', content: { 'application/json': { schema: { type: 'object' }, example: { openapi: '3.1.0', info: { title: 'Envíos MX API', version: '1.0.0' }, paths: {} } } } } },
    errors: [],
  },
  getAccount: {
    method: 'get', path: '/account', tag: 'Cuenta', scopes: 'any',
    summary: 'La organización y la clave de API de la solicitud',
    responses: { 200: { description: 'Organización, saldo y permisos de la clave', schema: named(accountResponseSchema, 'Account'), example: exampleAccount } },
    errors: [],
  },
});
