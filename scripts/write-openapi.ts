// npm run openapi — writes the OpenAPI document to docs/openapi.json and the types of the shipped client
// generated from it to clients/typescript/schema.d.ts (scripts/openapi-files.ts). Run it after changing an
// operation's declaration or a schema; the tests fail while either committed file is out of date.
import { writeFileSync } from 'node:fs';
import { getOpenApiDocument } from '@/lib/http/openapi';
import { CLIENT_TYPES_FILE, generateClientTypes, OPENAPI_FILE, serializeOpenApi } from './openapi-files';

const document = getOpenApiDocument();
writeFileSync(OPENAPI_FILE, serializeOpenApi(document));
writeFileSync(CLIENT_TYPES_FILE, await generateClientTypes(document));
console.log(`${OPENAPI_FILE} y ${CLIENT_TYPES_FILE} actualizados`);
