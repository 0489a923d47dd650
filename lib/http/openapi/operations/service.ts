// The service's own operations: liveness and readiness, this document, the account behind a key.
import { healthResponseSchema, readinessResponseSchema } from '@/lib/platform/health/schemas';
import { accountResponseSchema } from '@/lib/organizations/schemas';
import { defineOperations, named } from '../define';
import { exampleAccount, exampleHealth, exampleReadiness } from '../examples';

export const serviceOperations = defineOperations({
  getHealth: {
    method: 'get',
    path: '/api/health',
    root: true,
    tag: 'Servicio',
    scopes: null,
    summary: 'Vida del servicio: el proceso responde (no consulta la base de datos)',
    responses: {
      200: { description: 'El proceso está vivo', schema: healthResponseSchema, example: exampleHealth },
    },
    errors: [],
  },
  getReadiness: {
    method: 'get',
    path: '/api/ready',
    root: true,
    tag: 'Servicio',
    scopes: null,
    summary: 'Disponibilidad: base de datos accesible y migraciones aplicadas; el Redis de los límites, informado',
    responses: {
      200: {
        description:
          'Puede recibir tráfico: `ready`, o `degraded` si el Redis/Upstash de los límites de solicitudes no responde (la instancia sigue atendiendo y cuenta los límites por su cuenta)',
        schema: readinessResponseSchema,
        example: exampleReadiness,
      },
      503: {
        description: 'No listo: la base de datos no responde o faltan migraciones de esta versión',
        schema: readinessResponseSchema,
        example: {
          ...exampleReadiness,
          status: 'not_ready',
          checks: { database: 'unreachable', migrations: 'unknown', redis: 'not_configured' },
          latencyMs: 2000,
        },
      },
    },
    errors: [],
  },
  getOpenApiDocument: {
    method: 'get',
    path: '/openapi.json',
    tag: 'Servicio',
    scopes: null,
    summary: 'Este documento OpenAPI 3.1',
    responses: {
      200: {
        description: 'El documento',
        content: {
          'application/json': {
            schema: { type: 'object' },
            example: { openapi: '3.1.0', info: { title: 'Envíos MX API', version: '1.0.0' }, paths: {} },
          },
        },
      },
    },
    errors: [],
  },
  getAccount: {
    method: 'get',
    path: '/account',
    tag: 'Cuenta',
    scopes: 'any',
    summary: 'La organización y la clave de API de la solicitud',
    responses: {
      200: {
        description: 'Organización, saldo y permisos de la clave',
        schema: named(accountResponseSchema, 'Account'),
        example: exampleAccount,
      },
    },
    errors: [],
  },
});
