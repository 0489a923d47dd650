// POST /api/provider/events — status reports from the logistics provider, signed with X-Provider-Signature (no API key)
import { getDb } from '@/db/client';
import { json } from '@/lib/http/respond';
import { withRequest } from '@/lib/http/with-request';
import { receiveSignedProviderReport } from '@/lib/provider-intake/receive-provider-report';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

export const POST = withRequest(async ({ req, requestId }) => json(await receiveSignedProviderReport(getDb(), req, requestId)));

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
