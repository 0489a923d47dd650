// POST /api/bank/deposits — the bank's SPEI deposit callbacks ("abonos"), signed with Standard Webhooks (no API key):
// answered {"mensaje":"confirmar"} or {"mensaje":"devolver","id":<reason>} (docs/payments.md "The bank")
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { json } from '@/lib/http/respond';
import { withBankSignature } from '@/lib/http/with-bank-signature';
import { receiveDeposit } from '@/lib/payments/deposits/receive-deposit';
import { getDb } from '@/lib/platform/db';

export const dynamic = 'force-dynamic';

export const POST = withBankSignature(async ({ body, rawBody, clientIp }) =>
  json((await receiveDeposit(getDb(), { body, rawBody, clientAddress: clientIp })).answer),
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
