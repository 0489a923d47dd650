import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number().int(),
  time: z.iso.datetime(),
});

export const readinessResponseSchema = z.object({
  /** ready and degraded (the rate limiter's Redis/Upstash does not answer) are 200; not_ready is 503 */
  status: z.enum(['ready', 'degraded', 'not_ready']),
  checks: z.object({
    database: z.enum(['ok', 'unreachable']),
    migrations: z.enum(['ok', 'pending', 'unknown']),
    redis: z.enum(['ok', 'unreachable', 'not_configured']),
  }),
  pendingMigrations: z.array(z.string()),
  latencyMs: z.number().int(),
  time: z.iso.datetime(),
});
