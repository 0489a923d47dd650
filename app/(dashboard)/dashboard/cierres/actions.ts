'use server';
// "Solicitar recolección" for a manifest that has none (its pickup failed at the daily close, or was not asked):
// lib/pickups requestPickup for that manifest, the same as POST /api/v1/pickups with manifestId. orders:write,
// the organization from the session (lib/http/server-action.ts).
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { getDb } from '@/lib/platform/db';
import { orgAction } from '@/lib/http/server-action';
import { requestPickup } from '@/lib/pickups/request-pickup';
import { createPickupSchema } from '@/lib/pickups/schemas';

const input = z.strictObject({
  manifestId: z.uuid('El manifiesto no existe.'),
  date: z.string(),
  timeWindow: z.strictObject({ start: z.string(), end: z.string() }),
});

export const requestManifestPickupAction = orgAction(
  { name: 'requestManifestPickup', permission: 'orders:write', input },
  async ({ session, input: request, actor }) => {
    const pickup = await requestPickup(getDb(), {
      organizationId: session.organizationId,
      input: createPickupSchema.parse(request),
      actor,
    });
    revalidatePath('/dashboard/cierres');
    return { id: pickup.id, date: pickup.date, timeWindow: pickup.timeWindow, confirmationNumber: pickup.confirmationNumber };
  },
);
