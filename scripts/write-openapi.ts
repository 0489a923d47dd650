// npm run openapi — writes the generated OpenAPI document to docs/openapi.json (the committed copy that
// tests/openapi.test.ts compares with the generated one).
import { writeFileSync } from 'node:fs';
import { getOpenApiDocument } from '@/lib/http/openapi';

writeFileSync('docs/openapi.json', JSON.stringify(getOpenApiDocument(), null, 2) + '\n');
console.log('docs/openapi.json actualizado');
