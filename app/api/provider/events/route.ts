// POST /api/provider/events — status reports from the logistics provider, signed with X-Provider-Signature (no API key)
import { getDb } from '@/lib/platform/db';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { json } from '@/lib/http/respond';
import { withProviderSignature } from '@/lib/http/with-provider-signature';
import { receiveVerifiedProviderReport } from '@/lib/provider-intake/receive-verified-report';

export const dynamic = 'force-dynamic';

export const POST = withProviderSignature(async ({ body, requestId }) =>
  json(await receiveVerifiedProviderReport(getDb(), { body, requestId })),
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
