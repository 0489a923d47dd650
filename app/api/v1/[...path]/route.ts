// Any /api/v1 path without a route: a JSON 404 in the API's error shape (or problem details on request)
// instead of an HTML page.
import { ApiError } from '@/lib/http/api-error';
import { withRequest } from '@/lib/http/with-request';

const notFound = withRequest<{ path: string[] }>(() => {
  throw new ApiError('not_found', 'La ruta solicitada no existe en la API v1.');
});
export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
