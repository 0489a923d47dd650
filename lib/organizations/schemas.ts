// Response shape of GET /api/v1/account.
import { z } from 'zod';

export const accountResponseSchema = z.object({
  organization: z.object({ id: z.uuid(), name: z.string(), balance: z.number(), currency: z.literal('MXN') }),
  apiKey: z.object({ id: z.uuid(), name: z.string(), scopes: z.array(z.string()), expiresAt: z.iso.datetime().nullable() }),
});
export type AccountResponse = z.infer<typeof accountResponseSchema>;
