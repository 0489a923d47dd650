// GET /api/v1/openapi.json — the OpenAPI 3.1 document (no auth)
import { json } from '@/lib/http/respond';
import { withRequest } from '@/lib/http/with-request';
import { getOpenApiDocument } from '@/lib/http/openapi';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const GET = withRequest(() => json(getOpenApiDocument(), 200, { 'Cache-Control': 'public, max-age=300' }));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
