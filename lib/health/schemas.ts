import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
  latencyMs: z.number().int(),
  time: z.iso.datetime(),
});
