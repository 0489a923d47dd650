// The path parameters of an operation, checked against its declaration (lib/http/openapi/define.ts pathParams):
// a parameter declared as a UUID (uuidParam) that is not one is answered with the declaration's refusal (the
// resource's Spanish 404, GET /request-logs/{id}'s 400) before the handler runs, in declaration order.
import { isUuid } from '@/lib/platform/text/uuid';
import type { OperationDoc } from './openapi/define';

export function checkPathParams(operation: Pick<OperationDoc, 'pathParams'>, params: Record<string, unknown>): void {
  for (const [name, param] of Object.entries(operation.pathParams ?? {})) {
    if (typeof param === 'string') continue;
    const value = params[name];
    if (!isUuid(value)) throw param.invalid(String(value));
  }
}
