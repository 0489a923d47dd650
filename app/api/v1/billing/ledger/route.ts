// GET /api/v1/billing/ledger — the balance movements, newest first, keyset-paged, filtered by kind and dates
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { listLedgerJson } from '@/lib/billing/list-ledger-entries';

export const GET = apiRoute(operations.listLedger, async ({ db, organizationId, query }) =>
  json(await listLedgerJson(db, { organizationId, ...query })),
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
