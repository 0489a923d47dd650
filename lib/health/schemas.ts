import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number().int(),
  time: z.iso.datetime(),
});

export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    database: z.enum(['ok', 'unreachable']),
    migrations: z.enum(['ok', 'pending', 'unknown']),
    redis: z.enum(['ok', 'unreachable', 'not_configured']),
  }),
  pendingMigrations: z.array(z.string()),
  latencyMs: z.number().int(),
  time: z.iso.datetime(),
});
