// POST /api/dashboard/manifests — the orders page's "Cierre del día": the daily close (lib/manifests/create-manifest.ts)
// and, when asked, the pickup for it (lib/pickups/request-pickup.ts). The pickup is its own step: when the
// provider cannot take it, the manifest stays made and the answer says why the pickup is missing.
import { z } from 'zod';
import { getDb } from '@/lib/platform/db';
import { isDomainError } from '@/lib/platform/errors/domain-error';
import { sessionActor } from '@/lib/http/audit-actor';
import { withDashboardSession } from '@/lib/http/dashboard-route';
import { readJsonBody } from '@/lib/http/read-body';
import { json } from '@/lib/http/respond';
import { createManifest } from '@/lib/manifests/create-manifest';
import { createManifestSchema } from '@/lib/manifests/schemas';
import { requestPickup } from '@/lib/pickups/request-pickup';
import { createPickupSchema } from '@/lib/pickups/schemas';

const bodySchema = z.strictObject({
  close: createManifestSchema,
  pickup: z.strictObject({ date: z.string(), timeWindow: z.strictObject({ start: z.string(), end: z.string() }) }).nullable(),
});

export const POST = withDashboardSession({ permission: 'orders:write' }, async ({ req, session }) => {
  const body = bodySchema.parse(await readJsonBody(req));
  // The pickup's day and window are checked before anything is made.
  const pickupInput = body.pickup ? createPickupSchema.parse({ manifestId: '00000000-0000-4000-8000-000000000000', ...body.pickup }) : null;
  const db = getDb();
  const actor = await sessionActor(session, req);
  const manifest = await createManifest(db, { organizationId: session.organizationId, input: body.close, actor });
  if (!pickupInput) return json({ manifest, pickup: null, pickupError: null }, 201);
  try {
    const pickup = await requestPickup(db, {
      organizationId: session.organizationId,
      input: { ...pickupInput, manifestId: manifest.id },
      actor,
    });
    return json({ manifest, pickup, pickupError: null }, 201);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return json({ manifest, pickup: null, pickupError: error.message }, 201);
  }
});
