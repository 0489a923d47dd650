// The API reference's browser code (Scalar), served by this app from node_modules: /docs works without any CDN
// or internet access. Only the ESM build and its lazily imported chunks are served, by exact name, never a path
// a client composes; a new @scalar/api-reference version changes the chunk names, so files are read on demand.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { scalarAccessibleCss, scalarPatchSource } from './scalar-a11y';

const BROWSER_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules', '@scalar', 'api-reference', 'dist', 'browser');

/** The URL prefix the assets are served under (app/docs/scalar/[...file]/route.ts). */
export const SCALAR_BASE = '/docs/scalar';

/** The one entry module the page loads: it imports the reference and mounts it with our configuration. */
export const SCALAR_ENTRY = `${SCALAR_BASE}/iniciar.js`;

/** The event app/docs/_components/hydrated-signal.tsx sends once React has hydrated /docs. */
export const HYDRATED_EVENT = 'envios:hidratado';

/** The id of the element the reference mounts on (appended to the page's <body>). */
export const SCALAR_MOUNT_ID = 'referencia';

/** The reference's configuration: our document, Spanish interface, no fonts or services from the internet. */
export const scalarConfiguration = {
  url: '/api/v1/openapi.json',
  // the "show more" button of a section is named "Mostrar todos los endpoints de <tag>": its visible text must be
  // part of that name (axe's label-content-name-mismatch), Spanish's "Mostrar más" is not
  localization: { locale: 'es', translations: { actions: { showMore: 'Mostrar todos' } } },
  withDefaultFonts: false,
  hideClientButton: false,
  showDeveloperTools: 'never',
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  documentDownloadType: 'json',
  defaultHttpClient: { targetKey: 'shell', clientKey: 'curl' },
  hiddenClients: { node: ['undici', 'ofetch'], js: ['ofetch', 'jquery', 'xhr'] },
  metaData: { title: 'Referencia de la API — Envíos MX' },
  theme: 'default',
  // one light theme whose colours pass WCAG AA (app/docs/_lib/scalar-a11y.ts); no dark-mode toggle
  forceDarkModeState: 'light',
  hideDarkModeToggle: true,
  customCss: scalarAccessibleCss,
};

// The reference mounts on an element of its own appended to <body>, outside what React hydrates (React leaves
// unexpected nodes at the end of <body> alone; mounting inside a React element is a hydration mismatch).
// The first import runs before the reference's code: zod (bundled in Scalar) probes for eval with
// `Function('')` unless told it is jitless, and that probe is a CSP violation under our policy (no 'unsafe-eval').
const jitlessSource = `globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });
`;

// The reference is imported, and so mounted, once React has hydrated the page (HYDRATED_EVENT; at the latest after
// 20 s): Scalar's module puts its colour mode on <body> as a class as soon as it runs, and a class React did not
// render, added before hydration, is a mismatch React reports.
const entrySource = `import './sin-eval.js';
if (document.documentElement.dataset.hidratado !== '1') {
  await new Promise((resolve) => {
    addEventListener('${HYDRATED_EVENT}', resolve, { once: true });
    setTimeout(resolve, 20000);
  });
}
const { createApiReference } = await import('./standalone.esm.js');
const { patchReference } = await import('./accesible.js');
const mount = document.createElement('div');
mount.id = '${SCALAR_MOUNT_ID}';
document.body.appendChild(mount);
createApiReference(mount, ${JSON.stringify(scalarConfiguration)});
patchReference(document.body);
`;

const ALLOWED = /^(standalone\.esm\.js|chunks\/[A-Za-z0-9._-]+\.js)$/;

/** The JavaScript of one asset, or null for anything that is not one of Scalar's browser files. */
export async function readScalarAsset(file: string): Promise<{ body: string | Buffer; immutable: boolean } | null> {
  if (file === 'iniciar.js') return { body: entrySource, immutable: false };
  if (file === 'sin-eval.js') return { body: jitlessSource, immutable: false };
  if (file === 'accesible.js') return { body: scalarPatchSource, immutable: false };
  if (!ALLOWED.test(file) || file.includes('..')) return null;
  try {
    // chunk names carry a content hash; the entry's name does not, so only chunks are immutable
    return { body: await readFile(path.join(BROWSER_DIR, file)), immutable: file.startsWith('chunks/') };
  } catch {
    return null;
  }
}
