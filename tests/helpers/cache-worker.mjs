// A worker of scripts/serve.ts for tests/processes/cache-revocation.test.ts (ENVIOS_SERVE_WORKER): plain JavaScript, as serve.ts
// starts its workers without a TypeScript loader, so it registers tsx itself and runs the TypeScript server
// (tests/helpers/cache-worker-app.ts) with the real route handlers and the real key cache.
import { register } from 'tsx/esm/api';

register();
await import('./cache-worker-app.ts');
