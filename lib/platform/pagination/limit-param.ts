// The `limit` query parameter of the keyset-paged API lists (GET /orders, GET /request-logs): digits, 1 to 100,
// read as a number. The OpenAPI document shows it as what a client sends, an integer (the query string carries
// it as digits), and its default in the description (zod writes no `default` for a parameter that has none).
import { z } from 'zod';
import '@/lib/platform/errors/zod-es';

const MESSAGE = 'debe ser un número entero entre 1 y 100';

export function pageLimitParam(defaultSize: number, description: string) {
  return z
    .string()
    .regex(/^\d+$/, { error: MESSAGE })
    .transform(Number)
    .refine((n) => n >= 1 && n <= 100, { error: MESSAGE })
    .optional()
    .meta({
      type: 'integer',
      minimum: 1,
      maximum: 100,
      pattern: undefined,
      description: `${description} (1 a 100; ${defaultSize} por omisión)`,
    });
}
