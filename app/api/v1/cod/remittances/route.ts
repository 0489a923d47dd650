// POST /api/v1/cod/remittances — a platform operator imports the provider's remittance file (lib/cod/remittances/)
import { importRemittanceFile } from '@/lib/cod/remittances/import-file';
import { MAX_REMITTANCE_BYTES, remittanceTooLargeMessage } from '@/lib/cod/remittances/parse-remittance';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { readQuery } from '@/lib/http/query';
import { json } from '@/lib/http/respond';
import { withOperatorKey } from '@/lib/http/with-operator-key';

const operation = operations.importCodRemittance;

export const POST = withOperatorKey(
  operation,
  async ({ db, operator, url, upload }) => {
    const query = readQuery(operation, url.searchParams);
    const report = await importRemittanceFile(db, {
      bytes: upload!.bytes,
      fileName: upload!.fileName,
      reference: query.reference ?? upload!.fields.reference ?? null,
      source: 'api',
      importedBy: operator.name,
    });
    return json(report, report.duplicate ? 200 : 201);
  },
  { upload: { maxBytes: MAX_REMITTANCE_BYTES, tooLargeMessage: remittanceTooLargeMessage } },
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
