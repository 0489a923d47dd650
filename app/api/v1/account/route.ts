// GET /api/v1/account — the organization and key behind the request (any scope)
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { getAccount } from '@/lib/organizations/get-account';

export const GET = apiRoute(operations.getAccount, async ({ db, auth }) => json(await getAccount(db, { auth })));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
