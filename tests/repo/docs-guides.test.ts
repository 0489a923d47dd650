// The Spanish guides (/docs/guias/<slug>) rendered by the same pipeline as their page (app/docs/guias/[slug]):
// every guide renders, every link between guides and every anchor resolves, the error guide has one anchor per
// error code and the event catalogue one section per event kind; and the API reference's browser code is
// served from node_modules, every chunk it imports included (no CDN).
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GET as scalarAsset } from '@/app/docs/scalar/[...file]/route';
import { expandGenerated } from '@/app/docs/_lib/generated';
import { findGuide, guides, readGuideSource } from '@/app/docs/_lib/guides';
import { renderMarkdown, siteHref } from '@/app/docs/_lib/markdown';
import { errorMessages, type ErrorCode } from '@/lib/platform/errors/codes';
import { problemType } from '@/lib/http/problem';
import { getOpenApiDocument } from '@/lib/http/openapi';
import { TEST_EVENT_KIND, webhookEventDescriptions, webhookEventKinds } from '@/lib/webhooks/event-kinds';

async function render(slug: string) {
  const guide = findGuide(slug);
  if (!guide) throw new Error(`no guide ${slug}`);
  return renderMarkdown(expandGenerated(await readGuideSource(guide)));
}

const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));

describe('Spanish guides', () => {
  it('every Markdown file of docs/guias is a registered guide with a title, and every guide renders', async () => {
    const files = (await readdir('docs/guias')).filter((f) => f.endsWith('.md')).sort();
    const registered = guides
      .filter((g) => g.file.startsWith('docs/guias/'))
      .map((g) => path.basename(g.file))
      .sort();
    expect(files).toEqual(registered);
    for (const guide of guides) {
      const { html, headings } = await render(guide.slug);
      expect(headings[0], guide.slug).toMatchObject({ depth: 1 });
      expect(html.length, guide.slug).toBeGreaterThan(1500);
      expect(html, guide.slug).not.toContain('<!-- generado');
      // English left over from the old docs would show here
      expect(html, guide.slug).not.toMatch(/\b(the|which|when the|must be)\b/);
    }
  });

  it('every link between guides points to an existing guide and an existing heading', async () => {
    const anchors = new Map<string, Set<string>>();
    const rendered = new Map<string, string>();
    for (const guide of guides) {
      const { html, headings } = await render(guide.slug);
      anchors.set(guide.slug, new Set(headings.map((h) => h.id)));
      rendered.set(guide.slug, html);
    }
    let checked = 0;
    for (const [slug, html] of rendered) {
      for (const href of hrefs(html)) {
        if (/^https:\/\//.test(href)) continue; // specifications (RFC, Standard Webhooks, Keep a Changelog)
        expect(href, `${slug}: ${href}`).not.toMatch(/\.md(#|$)/); // a repository link the site cannot serve
        if (href === '/docs' || href === '/api/v1/openapi.json') continue;
        const [target, hash] = href.startsWith('#')
          ? [slug, href.slice(1)]
          : (/^\/docs\/guias\/([a-z-]+)(?:#(.+))?$/.exec(href)?.slice(1) ?? []);
        expect(target, `${slug}: ${href}`).toBeDefined();
        expect(anchors.has(target!), `${slug}: ${href}`).toBe(true);
        if (hash) expect(anchors.get(target!)!.has(decodeURIComponent(hash)), `${slug}: ${href}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('a repository link to a guide becomes its address on the site', () => {
    expect(siteHref('errores.md#not_found')).toBe('/docs/guias/errores#not_found');
    expect(siteHref('./webhooks.md')).toBe('/docs/guias/webhooks');
    expect(siteHref('../../CHANGELOG.md')).toBe('/docs/guias/cambios');
    expect(siteHref('https://www.rfc-editor.org/rfc/rfc9457')).toBe('https://www.rfc-editor.org/rfc/rfc9457');
  });

  it('the error guide has one anchor per error code, where the problem details type points', async () => {
    const { html, headings } = await render('errores');
    const ids = new Set(headings.map((h) => h.id));
    const codes = Object.keys(errorMessages) as ErrorCode[];
    expect(codes.length).toBeGreaterThan(20);
    for (const code of codes) {
      expect(ids.has(code), code).toBe(true);
      expect(problemType(code)).toBe(`/docs/guias/errores#${code}`);
      expect(html).toContain(`<h3 id="${code}">`);
    }
  });

  it('the event catalogue has every event kind with its description and an example of that kind', async () => {
    const { html, headings } = await render('eventos');
    const ids = new Set(headings.map((h) => h.id));
    for (const kind of webhookEventKinds) {
      expect(ids.has(kind), kind).toBe(true);
      const section = html.slice(html.indexOf(`id="${kind}"`), html.indexOf('</pre>', html.indexOf(`id="${kind}"`)));
      expect(section, kind).toContain(webhookEventDescriptions[kind].slice(0, 40));
      expect(section, kind).toContain(`&quot;event&quot;: &quot;${kind}&quot;`);
    }
    expect(ids.has(TEST_EVENT_KIND)).toBe(true);
    // the catalogue and the OpenAPI document say the same
    const hooks = getOpenApiDocument().webhooks as Record<string, { post: { description: string } }>;
    expect(Object.keys(hooks).sort()).toEqual([...webhookEventKinds].sort());
    for (const kind of webhookEventKinds) expect(hooks[kind].post.description).toContain(webhookEventDescriptions[kind]);
    // every field of the payload is described
    for (const field of ['id', 'event', 'createdAt', 'data.orderId', 'data.status', 'data.providerData.StatusObj.code']) {
      expect(html).toContain(`<code>${field}</code>`);
    }
  });
});

describe('API reference assets (/docs/scalar/...)', () => {
  const get = (file: string) =>
    scalarAsset(new Request(`http://test/docs/scalar/${file}`), { params: Promise.resolve({ file: file.split('/') }) });

  it('serves the entry module, the reference and every chunk it imports, and nothing else', async () => {
    const entry = await get('iniciar.js');
    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const entryText = await entry.text();
    expect(entryText).toContain("import('./standalone.esm.js')");
    expect(entryText).toContain('"url":"/api/v1/openapi.json"');
    expect(entryText).toContain('"locale":"es"');

    const main = await get('standalone.esm.js');
    expect(main.status).toBe(200);
    const source = await main.text();
    const chunks = new Set([...source.matchAll(/["'`]\.\/chunks\/([A-Za-z0-9._-]+\.js)["'`]/g)].map((m) => m[1]));
    expect(chunks.size).toBeGreaterThan(5);
    for (const chunk of [...chunks].slice(0, 40)) {
      const res = await get(`chunks/${chunk}`);
      expect(res.status, chunk).toBe(200);
      expect(res.headers.get('cache-control')).toContain('immutable');
    }
    // no address of a CDN is configured (the reference must work without internet)
    expect(entryText).not.toMatch(/https?:\/\//);

    for (const bad of ['../package.json', 'chunks/../../../package.json', 'standalone.js', 'chunks/nope.js', 'index.html']) {
      expect((await get(bad)).status, bad).toBe(404);
    }
  });

  it('mounts the reference with its accessibility layer: light theme, contrast CSS, and the patch module', async () => {
    const entryText = await (await get('iniciar.js')).text();
    expect(entryText).toContain("import('./accesible.js')");
    expect(entryText).toContain('"forceDarkModeState":"light"');
    expect(entryText).toContain('--scalar-color-2: #595959');
    expect(entryText).toContain('"showMore":"Mostrar todos"');
    // mounted only once React has hydrated the page (Scalar's <body> class would be a hydration mismatch)
    expect(entryText).toContain("addEventListener('envios:hidratado'");
    const patch = await get('accesible.js');
    expect(patch.status).toBe(200);
    expect(patch.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await patch.text()).toContain('export function patchReference(root)');
  });
});
