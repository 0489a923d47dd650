// The wrapper of the platform's own operations (POST and GET /api/v1/cod/remittances, docs/cod.md), as apiRoute
// (lib/http/api-route.ts) is of the organizations' API: the caller must present a platform operator's key
// (`Authorization: Bearer emx_op_…`, lib/cod/operator-keys.ts). No key: 401. An organization's API key, whatever its
// scopes: 403 operator_key_required (remittances are the platform's, not an organization's). A dashboard session without
// a key: a platform admin's is accepted as an operator (named by email; writes from this site's pages only), any other
// member's gets the same 403. An unknown or revoked operator key: 401. Then the upload (a text/csv body, or multipart/form-data
// with the file in `file`) is read under `maxBytes`.
import type { Db } from '@/db/client';
import { readBearerKey } from '@/lib/api-keys/authenticate';
import { KEY_PREFIX } from '@/lib/api-keys/key-format';
import { isSameOrigin } from '@/lib/auth/same-origin';
import { verifyOperatorKey } from '@/lib/cod/operator-keys';
import { getDb } from '@/lib/platform/db';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { ApiError } from './api-error';
import type { OperationDoc } from './openapi/define';
import { checkPathParams } from './path-params';
import { readFormData, readRawBody } from './read-body';
import { withRequest, type RequestContext } from './with-request';

export type Operator = { id: string; name: string };
export type OperatorUpload = { bytes: Buffer; fileName: string | null; fields: Record<string, string> };

export type OperatorContext<P> = RequestContext<P> & {
  db: Db;
  operator: Operator;
  url: URL;
  /** with `upload`: the file sent (text/csv body, or the `file` part of a form) and the form's other text fields */
  upload: OperatorUpload | null;
};

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?authjs\.session-token(?:\.\d+)?=/;

/** A dashboard session without a key: a platform admin acts as an operator (named by email); anyone else gets 403. */
async function authenticatePlatformAdmin(req: Request): Promise<Operator> {
  if (req.method !== 'GET' && req.method !== 'HEAD' && !isSameOrigin(req.headers))
    throw new ApiError('forbidden', 'Solicitud de otro origen rechazada.');
  // Loaded only for a session: next-auth stays off the key's path.
  const { requirePlatformAdminAction } = await import('./session');
  const admin = await requirePlatformAdminAction().catch((error: unknown) => {
    throw error instanceof DomainError && error.code === 'forbidden' ? new DomainError('operator_key_required') : error;
  });
  return { id: admin.user.id, name: admin.user.email };
}

async function authenticateOperator(req: Request, db: Db): Promise<Operator> {
  const header = req.headers.get('authorization');
  if (header === null && SESSION_COOKIE.test(req.headers.get('cookie') ?? '')) return authenticatePlatformAdmin(req);
  if (header === null || header.trim() === '') {
    throw new DomainError('missing_api_key', 'Falta la clave de operador: envía el encabezado Authorization: Bearer <clave emx_op_…>.');
  }
  const key = readBearerKey(header);
  if (key.startsWith(KEY_PREFIX)) throw new DomainError('operator_key_required');
  const operator = await verifyOperatorKey(db, key);
  if (!operator) throw new DomainError('invalid_api_key', 'La clave de operador no es válida o fue revocada.');
  return operator;
}

async function readUpload(req: Request, limit: { maxBytes: number; tooLargeMessage: string }): Promise<OperatorUpload> {
  const contentType = (req.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  const options = { limit: limit.maxBytes, tooLargeMessage: limit.tooLargeMessage };
  if (contentType === 'text/csv') return { bytes: await readRawBody(req, options), fileName: null, fields: {} };
  if (contentType !== 'multipart/form-data') {
    throw new ApiError('invalid_content_type', 'El encabezado Content-Type debe ser text/csv o multipart/form-data.');
  }
  const form = await readFormData(req, { ...options, invalidMessage: 'El formulario multipart/form-data no es válido.' });
  const file = form.get('file');
  if (!(file instanceof Blob)) throw new ApiError('validation_error', 'Falta el archivo de la remesa en el campo file.');
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
  return { bytes: Buffer.from(await file.arrayBuffer()), fileName: 'name' in file ? String(file.name) || null : null, fields };
}

export function withOperatorKey<P = Record<string, string>>(
  operation: OperationDoc & { security: 'OperatorKey' },
  handler: (ctx: OperatorContext<P>) => Promise<Response> | Response,
  options: { upload?: { maxBytes: number; tooLargeMessage: string } } = {},
) {
  return withRequest<P>(async (ctx) => {
    ctx.requestLog.pathTemplate = operation.path;
    // The platform's calls belong to no organization's request log.
    ctx.requestLog.recorded = false;
    const db = getDb();
    const operator = await authenticateOperator(ctx.req, db);
    const upload = options.upload ? await readUpload(ctx.req, options.upload) : null;
    checkPathParams(operation, ctx.params as Record<string, string>);
    return handler({ ...ctx, db, operator, url: new URL(ctx.req.url), upload });
  });
}
