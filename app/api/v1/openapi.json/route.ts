// GET /api/v1/openapi.json — the OpenAPI 3.1 document (no auth)
import { json } from '@/lib/platform/http/respond';
import { withRequest } from '@/lib/platform/http/with-request';
import { getOpenApiDocument } from '@/lib/platform/http/openapi';
import { methodNotAllowed } from '@/lib/platform/http/method-not-allowed';

export const GET = withRequest(() => json(getOpenApiDocument(), 200, { 'Cache-Control': 'public, max-age=300' }));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
