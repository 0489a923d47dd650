// GET /api/v1/account — the organization and key behind the request (any scope)
import { apiRoute } from '@/lib/platform/http/api-route';
import { methodNotAllowed } from '@/lib/platform/http/method-not-allowed';
import { operations } from '@/lib/platform/http/openapi/operations';
import { json } from '@/lib/platform/http/respond';
import { getAccount } from '@/lib/organizations/get-account';

export const GET = apiRoute(operations.getAccount, async ({ db, auth }) => json(await getAccount(db, { auth })));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
