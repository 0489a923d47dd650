// Next.js answers a method a route does not export with an empty 405. Every API route exports the
// other methods through this, so the answer is the API's own: { "error" } in Spanish (or problem details on
// request), X-Error-Code, X-Request-Id, the per-IP limit, and an Allow header naming what the route does support.
import { ApiError } from './api-error';
import { withRequest } from './with-request';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];
type Handler = (req: Request) => Promise<Response>;

/** Marks the handlers made here, so tooling (the OpenAPI coverage test) can tell them from real operations. */
export const METHOD_NOT_ALLOWED = Symbol.for('envios.methodNotAllowed');

export function methodNotAllowed<const A extends readonly Method[]>(allowed: A): Record<Exclude<Method, A[number]>, Handler> {
  const allow = allowed.join(', ');
  const handler = withRequest(() => {
    throw new ApiError('method_not_allowed', `Método no permitido en esta ruta. Métodos permitidos: ${allow}.`, {
      headers: { Allow: allow },
    });
  }) as Handler & { [METHOD_NOT_ALLOWED]?: true };
  handler[METHOD_NOT_ALLOWED] = true;
  return Object.fromEntries(METHODS.filter((m) => !(allowed as readonly Method[]).includes(m)).map((m) => [m, handler])) as never;
}
