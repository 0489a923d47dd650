// Imported first by the launcher (npm run dev / npm start) and the test runner (npm test): on a Node.js older than
// package.json's engines.node (the Active LTS line, docs/decisions.md) they stop with one Spanish line saying which
// Node is needed and how to get it, instead of failing later in some dependency. Node only: no other import here.
import { existsSync, readFileSync } from 'node:fs';

const root = new URL('../', import.meta.url);
const engines = (JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { engines?: { node?: string } }).engines?.node ?? '';
const required = Number(/^>=\s*(\d+)/.exec(engines)?.[1] ?? 0);
const running = Number(process.versions.node.split('.')[0]);

if (running < required) {
  const nvmrc = new URL('.nvmrc', root);
  const pinned = existsSync(nvmrc) ? readFileSync(nvmrc, 'utf8').trim() : String(required);
  console.error(
    [
      `Envíos MX necesita Node.js ${required} o posterior (la versión LTS activa) y este es Node.js ${process.version}.`,
      `  Con nvm: nvm install (lee .nvmrc: ${pinned}). Sin nvm, desde el registro de npm:`,
      `  npm install --prefix ~/.cache/envios-node node@${pinned} && export PATH="$HOME/.cache/envios-node/node_modules/.bin:$PATH"`,
    ].join('\n'),
  );
  process.exit(1);
}
