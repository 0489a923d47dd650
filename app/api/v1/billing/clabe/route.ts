// GET /api/v1/billing/clabe — the organization's own CLABE for SPEI top-ups (assigned on first need)
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { organizationClabeJson } from '@/lib/payments/clabe';

export const GET = apiRoute(operations.getClabe, async ({ db, organizationId }) =>
  json(await organizationClabeJson(db, { organizationId })),
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
