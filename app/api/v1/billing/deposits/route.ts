// GET /api/v1/billing/deposits — the SPEI transfers the bank reported to the organization's CLABE, newest first, keyset-paged
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { listDepositsJson } from '@/lib/payments/deposits/list-deposits';

export const GET = apiRoute(operations.listDeposits, async ({ db, organizationId, query }) =>
  json(await listDepositsJson(db, { organizationId, ...query })),
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
