// POST /api/provider/events — reports from the logistics provider, signed with X-Provider-Signature (no API key): status
// reports, and by `type` the others (lib/provider-intake/report-types.ts: measurement)
import { getDb } from '@/lib/platform/db';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { json } from '@/lib/http/respond';
import { withProviderSignature } from '@/lib/http/with-provider-signature';
import { dispatchProviderReport } from '@/lib/provider-intake/report-types';

export const dynamic = 'force-dynamic';

export const POST = withProviderSignature(async ({ body, requestId }) => json(await dispatchProviderReport(getDb(), { body, requestId })));

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
