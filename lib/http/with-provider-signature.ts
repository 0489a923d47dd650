// The wrapper of the provider's status intake (POST /api/provider/events), as apiRoute (lib/http/api-route.ts) is of the API:
// no API key, but the raw body must carry a valid X-Provider-Signature (lib/provider-intake/signature.ts)
// before anything reads it as JSON. The handler gets the parsed JSON of a verified body.
import { config } from '@/lib/platform/config';
import { log } from '@/lib/platform/log';
import { logRejectedProviderReport } from '@/lib/provider-intake/receive-verified-report';
import { verifyProviderSignature } from '@/lib/provider-intake/signature';
import { ApiError } from './api-error';
import { parseJsonBody, readRawBody } from './read-body';
import { withRequest, type RequestContext } from './with-request';

export type SignedReportContext<P> = RequestContext<P> & {
  /** the request's JSON, its signature verified (still to be validated by the domain's schema) */
  body: unknown;
};

async function readVerifiedBody(req: Request, requestId: string): Promise<unknown> {
  const secret = config().PROVIDER_WEBHOOK_SECRET;
  if (!secret) {
    log.error('provider report refused: PROVIDER_WEBHOOK_SECRET is not configured', { requestId });
    throw new ApiError('service_unavailable', 'La recepción de reportes del proveedor no está configurada.');
  }
  const raw = await readRawBody(req);
  if (!verifyProviderSignature(secret, raw, req.headers.get('x-provider-signature'))) {
    throw new ApiError('invalid_signature', 'La firma X-Provider-Signature falta o no corresponde al cuerpo de la solicitud.');
  }
  return parseJsonBody(raw);
}

export function withProviderSignature<P = Record<string, string>>(handler: (ctx: SignedReportContext<P>) => Promise<Response> | Response) {
  return withRequest<P>(async (ctx) => {
    let body: unknown;
    try {
      body = await readVerifiedBody(ctx.req, ctx.requestId);
    } catch (error) {
      logRejectedProviderReport(ctx.requestId, error);
      throw error;
    }
    return handler({ ...ctx, body });
  });
}
