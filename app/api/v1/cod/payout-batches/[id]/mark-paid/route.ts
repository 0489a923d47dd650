// POST /api/v1/cod/payout-batches/{id}/mark-paid — a platform operator records the bank transfer of an exported batch
import { markPayoutBatchPaid } from '@/lib/cod/payout-batches';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { readQuery } from '@/lib/http/query';
import { json } from '@/lib/http/respond';
import { withOperatorKey } from '@/lib/http/with-operator-key';

const operation = operations.markCodPayoutBatchPaid;

export const POST = withOperatorKey<{ id: string }>(operation, async ({ db, params, url }) => {
  const query = readQuery(operation, url.searchParams);
  return json(await markPayoutBatchPaid(db, { batchId: params.id, bankReference: query.bankReference }));
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
