// GET /api/v1/account — the organization and key behind the request (any scope)
import { apiScopes } from '@/lib/api-keys/scopes';
import { getAccount } from '@/lib/organizations/get-account';
import { json } from '@/lib/http/respond';
import { withApiKey } from '@/lib/http/with-api-key';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const GET = withApiKey({ scope: apiScopes }, async ({ auth }) => json(await getAccount(auth)));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
