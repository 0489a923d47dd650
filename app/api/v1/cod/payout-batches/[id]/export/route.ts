// POST /api/v1/cod/payout-batches/{id}/export — a platform operator gets the bank file of a batch (open -> exported)
import { exportPayoutBatch } from '@/lib/cod/payout-batches';
import { payoutFileName, payoutFileStream } from '@/lib/cod/payout-file';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { withOperatorKey } from '@/lib/http/with-operator-key';
import { csvDownloadHeaders } from '@/lib/platform/csv/stream-csv';

export const POST = withOperatorKey<{ id: string }>(operations.exportCodPayoutBatch, async ({ db, params }) => {
  const batch = await exportPayoutBatch(db, { batchId: params.id });
  return new Response(payoutFileStream([batch]), { headers: csvDownloadHeaders(payoutFileName([batch])) });
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
