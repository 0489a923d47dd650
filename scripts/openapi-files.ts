// The two generated files of the API's description, written by `npm run openapi` (scripts/write-openapi.ts) and
// compared with freshly generated ones by tests/repo/openapi.test.ts and tests/repo/typescript-client.test.ts:
// - docs/openapi.json, the OpenAPI document (lib/http/openapi/);
// - clients/typescript/schema.d.ts, the types of the shipped client, generated from the document by
//   openapi-typescript with its DEFAULT options: what an integrator running `npx openapi-typescript` gets.
import openapiTS, { astToString } from 'openapi-typescript';

export const OPENAPI_FILE = 'docs/openapi.json';
export const CLIENT_TYPES_FILE = 'clients/typescript/schema.d.ts';

export const serializeOpenApi = (document: Record<string, unknown>) => JSON.stringify(document, null, 2) + '\n';

const HEADER = '// Generado por openapi-typescript (opciones por omisión) desde docs/openapi.json con `npm run openapi`. No lo edites.\n\n';

export async function generateClientTypes(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(JSON.parse(JSON.stringify(document)));
  return HEADER + astToString(ast);
}
