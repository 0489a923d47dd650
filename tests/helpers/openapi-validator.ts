// Checks every response the integration tests receive against the OpenAPI document: the status code
// must be declared for the operation and a JSON body must match its schema. Violations are collected
// and fail the test that caused them (tests/setup-database.ts).
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { getOpenApiDocument } from '@/lib/http/openapi';

type ResponseObject = { $ref?: string; content?: Record<string, { schema?: unknown }> };
type Operation = { responses: Record<string, ResponseObject> };
type PathItem = Record<string, Operation> & { servers?: Array<{ url: string }> };

export const violations: string[] = [];

let compiled:
  | {
      match: (method: string, pathname: string) => { template: string; op: Operation } | null;
      ajv: Ajv2020;
      responses: Record<string, ResponseObject>;
    }
  | undefined;

function setup() {
  const doc = getOpenApiDocument() as { paths: Record<string, PathItem>; components: { responses?: Record<string, ResponseObject> } };
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'openapi', components: doc.components } as object);
  const routes = Object.entries(doc.paths).map(([template, item]) => {
    const prefix = item.servers ? '' : '/api/v1';
    const pattern = new RegExp(`^${prefix}${template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}/?$`);
    return { template, item, pattern };
  });
  // Static paths before templated ones (/orders/{id} must not swallow /orders/...).
  routes.sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0));
  return {
    ajv,
    responses: doc.components.responses ?? {},
    match(method: string, pathname: string) {
      for (const r of routes) {
        if (!r.pattern.test(pathname)) continue;
        const op = r.item[method.toLowerCase()];
        if (op && typeof op === 'object' && 'responses' in op) return { template: r.template, op: op as Operation };
      }
      return null;
    },
  };
}

/** Refs in the document point at #/components/...; inside ajv they live in the schema with $id "openapi". */
function rebase(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebase);
  if (schema && typeof schema === 'object') {
    return Object.fromEntries(
      Object.entries(schema).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `openapi${v}` : rebase(v)]),
    );
  }
  return schema;
}

const validators = new Map<string, ReturnType<Ajv2020['compile']>>();

/** Paths outside the public API (dashboard, auth, Inngest, benchmark, the operator's /api/metrics) are not part of the document. */
const UNDOCUMENTED = /^\/api\/(auth|dashboard|inngest|bench|public|metrics)(\/|$)/;

export function checkResponse(method: string, pathname: string, status: number, contentType: string | null, body: Buffer): void {
  if (!pathname.startsWith('/api/') || UNDOCUMENTED.test(pathname)) return;
  compiled ??= setup();
  const found = compiled.match(method, pathname);
  if (!found) {
    // Only the JSON 404 of unknown /api/v1 paths, 405 of unsupported methods, and the per-IP 429 that
    // refuses before routing may be undocumented.
    if (status !== 404 && status !== 405 && status !== 429)
      violations.push(`${method} ${pathname}: operation not in the OpenAPI document (status ${status})`);
    return;
  }
  const declared = found.op.responses[String(status)];
  // Shared error responses are components referenced by $ref (lib/http/openapi/components.ts).
  const response = declared?.$ref ? compiled.responses[declared.$ref.replace('#/components/responses/', '')] : declared;
  if (!response) {
    violations.push(`${method} ${found.template}: status ${status} not declared`);
    return;
  }
  // The { error } body as application/json, RFC 9457 problem details as application/problem+json.
  const mediaType = ['application/problem+json', 'application/json'].find((type) => contentType?.includes(type));
  if (!mediaType) return;
  const schema = response.content?.[mediaType]?.schema;
  if (!schema) {
    if (mediaType === 'application/problem+json') violations.push(`${method} ${found.template} ${status}: ${mediaType} not declared`);
    return;
  }
  const key = `${method} ${found.template} ${status} ${mediaType}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = compiled.ajv.compile(rebase(schema) as object);
    validators.set(key, validate);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    violations.push(`${key}: body is not JSON`);
    return;
  }
  if (!validate(parsed)) {
    violations.push(`${key}: ${compiled.ajv.errorsText(validate.errors, { separator: '; ' })}`);
  }
}
