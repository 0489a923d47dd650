// Any /api/v1 path without a route: a JSON 404 in the API's error shape instead of an HTML page.
import { errorResponse } from '@/lib/http/respond';
import { withRequest } from '@/lib/http/with-request';

const notFound = withRequest<{ path: string[] }>(() => errorResponse('not_found', 'La ruta solicitada no existe en la API v1.'));
export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
