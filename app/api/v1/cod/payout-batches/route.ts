// GET /api/v1/cod/payout-batches — a platform operator lists the COD bank payout batches (lib/cod/payout-batches.ts)
import { listPayoutBatches } from '@/lib/cod/payout-batches';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { readQuery } from '@/lib/http/query';
import { json } from '@/lib/http/respond';
import { withOperatorKey } from '@/lib/http/with-operator-key';

const operation = operations.listCodPayoutBatches;

export const GET = withOperatorKey(operation, async ({ db, url }) => {
  const query = readQuery(operation, url.searchParams);
  return json({ data: await listPayoutBatches(db, { status: query.status }) });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
