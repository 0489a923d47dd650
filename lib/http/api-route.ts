// The one wrapper of every authenticated /api/v1 route. A route names its declared operation
// (lib/http/openapi/operations/) and this takes everything else from the declaration:
//   the caller (lib/http/authenticate-caller.ts): a Bearer key (hash lookup, revocation, expiry, usage count;
//   per-key rate limit) or the dashboard's session (role, same-origin writes), checked against the declared scope;
//   the JSON body parsed with the declared schema; the URL query parsed with the declared schema (ctx.query,
//   lib/http/query.ts); the declared UUID path parameters checked (lib/http/path-params.ts: one that is not a UUID
//   gets the declaration's refusal, the resource's Spanish 404); idempotency for operations declared `idempotent`
//   (lib/http/idempotency.ts); errors; X-Request-Id.
// The per-IP limit ran before all of this (withRequest). The same declaration is what the OpenAPI
// document shows, so the documented scope and body are the enforced ones.
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { Db, Tx } from '@/db/client';
import { getDb } from '@/lib/platform/db';
import { authenticateCaller, type ApiCaller, type KeyCaller } from './authenticate-caller';
import { readIdempotency, respondIdempotently, type IdempotencyInput } from './idempotency';
import type { KeyedOperationDoc, QuerySchema } from './openapi/define';
import { checkPathParams } from './path-params';
import { readQuery } from './query';
import { readJsonBody, readUploadBody } from './read-body';
import { withRequest, type RequestContext } from './with-request';

type ParamsOf<O> = O extends { pathParams: infer P } ? { [K in keyof P]: string } : Record<string, never>;
type BodyOf<O> = O extends { body: infer S extends z.ZodType } ? z.output<S> : undefined;
type QueryOf<O> = O extends { query: infer S extends z.ZodType } ? z.output<S> : undefined;

export type ApiContext<O extends KeyedOperationDoc> = RequestContext<ParamsOf<O>> & {
  /**
   * the database handed to the domain functions: the process-wide one, or, for an `idempotent` operation
   * called with a key, the transaction that also stores the answer (a domain function's own transaction
   * then runs as a savepoint inside it)
   */
  db: Db;
  /** the key, or (not for an operation open to 'any' key) the dashboard session; `scopes` is what either may do */
  auth: O['scopes'] extends 'any' ? KeyCaller : ApiCaller;
  /** the organization of the key or session: every query of the handler is scoped by it */
  organizationId: string;
  /** the JSON body parsed with the operation's `body` schema (undefined when it declares none) */
  body: BodyOf<O>;
  /** the JSON body as the client sent it (undefined when empty or for GET/DELETE) */
  rawBody: unknown;
  /** the URL query parsed with the operation's `query` schema (undefined when it declares none) */
  query: QueryOf<O>;
  url: URL;
  /** `idempotencyInDomain` operations: the key sent and the request's fingerprint, for the domain function (null without a key) */
  idempotency: IdempotencyInput | null;
  /** `upload` operations: the body's media type and bytes (JSON is also parsed into rawBody); null otherwise */
  upload: { contentType: string; bytes: Buffer } | null;
};

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

export function apiRoute<const O extends KeyedOperationDoc>(operation: O, handler: (ctx: ApiContext<O>) => Promise<Response> | Response) {
  return withRequest<ParamsOf<O>>(async (ctx) => {
    const { req } = ctx;
    ctx.requestLog.pathTemplate = operation.path;
    const db = getDb();
    const auth = (await authenticateCaller(ctx, operation, db)) as ApiContext<O>['auth'];
    // A body is read (content type, size, JSON) on every method that may carry one, declared or not.
    const { upload: uploadDoc } = operation;
    const upload =
      uploadDoc && METHODS_WITH_BODY.has(req.method)
        ? await readUploadBody(req, {
            limit: uploadDoc.maxBytes,
            tooLargeMessage: uploadDoc.tooLargeMessage,
            mediaTypes: Object.keys(uploadDoc.mediaTypes),
          })
        : null;
    const bodyLimit = operation.bodyLimit && { limit: operation.bodyLimit.maxBytes, tooLargeMessage: operation.bodyLimit.tooLargeMessage };
    const rawBody = upload ? upload.json : METHODS_WITH_BODY.has(req.method) ? await readJsonBody(req, bodyLimit) : undefined;
    const body = (
      uploadDoc ? undefined : operation.body?.parse(rawBody === undefined && operation.emptyBodyIsObject ? {} : rawBody)
    ) as BodyOf<O>;
    const url = new URL(req.url);
    const query = (operation.query ? readQuery(operation as O & { query: QuerySchema }, url.searchParams) : undefined) as QueryOf<O>;
    // A file is fingerprinted by its digest (the same bytes are the same request).
    const fingerprinted =
      upload && upload.json === undefined ? { [upload.contentType]: createHash('sha256').update(upload.bytes).digest('hex') } : rawBody;
    const idempotency = operation.idempotent ? readIdempotency(req, url, fingerprinted) : null;
    const run = async (database: Db) => {
      // Where the handler's domain function checked its ids: after the body and the query, inside the idempotent transaction.
      checkPathParams(operation, ctx.params);
      const response = await handler({
        ...ctx,
        db: database,
        auth,
        organizationId: auth.organizationId,
        body,
        rawBody,
        query,
        url,
        idempotency,
        upload: upload && { contentType: upload.contentType, bytes: upload.bytes },
      });
      // The dashboard's answers are never kept by a cache, whatever the operation says for a key.
      if (auth.kind === 'session') response.headers.set('Cache-Control', 'private, no-store');
      return response;
    };
    if (!idempotency || operation.idempotencyInDomain) return run(db);
    // The transaction stands in for the database: its API is the database's (Drizzle's PgTransaction extends it).
    return respondIdempotently(db, { organizationId: auth.organizationId, ...idempotency }, async (tx: Tx) => run(tx as unknown as Db));
  });
}
