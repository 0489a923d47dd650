// GET /api/v1/cod/remittances/{id} — a platform operator reads an imported remittance and a page of its lines
import { loadRemittanceReport } from '@/lib/cod/remittances/remittance-report';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { readQuery } from '@/lib/http/query';
import { json } from '@/lib/http/respond';
import { withOperatorKey } from '@/lib/http/with-operator-key';

const operation = operations.getCodRemittance;

export const GET = withOperatorKey<{ id: string }>(operation, async ({ db, params, url }) => {
  const query = readQuery(operation, url.searchParams);
  return json(await loadRemittanceReport(db, { id: params.id, afterLine: query.afterLine, lineLimit: query.limit }));
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
