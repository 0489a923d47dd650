// POST /api/v1/manifests — the daily close (lib/manifests/create-manifest.ts); GET — the organization's manifests
import { apiRoute } from '@/lib/http/api-route';
import { callerActor } from '@/lib/http/audit-actor';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { createManifest } from '@/lib/manifests/create-manifest';
import { listManifests } from '@/lib/manifests/get-manifest';

export const runtime = 'nodejs';

export const POST = apiRoute(operations.createManifest, async (ctx) =>
  json(await createManifest(ctx.db, { organizationId: ctx.organizationId, input: ctx.body, actor: callerActor(ctx) }), 201),
);

export const GET = apiRoute(operations.listManifests, async ({ db, organizationId, query }) =>
  json(await listManifests(db, { organizationId, ...query })),
);

export const { PUT, PATCH, DELETE } = methodNotAllowed(['GET', 'POST']);
