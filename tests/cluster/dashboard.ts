// The dashboard through nginx with no stickiness: the real sign-in form (posted as a browser without
// JavaScript posts it: the server action's hidden fields from the page), then server actions called as the
// dashboard's client calls them (POST with Next-Action: <id>, the arguments as JSON), by whichever instance
// nginx picks. Action ids come from the one build both instances run.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { request, type Reply } from './client';

type ManifestEntry = { exportedName?: string; filename?: string; workers?: Record<string, unknown> };

/** The id of server action `exportedName` exported by a file whose path contains `fileHint`. */
export function actionId(distDir: string, exportedName: string, fileHint: string): string {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'server/server-reference-manifest.json'), 'utf8')) as {
    node: Record<string, ManifestEntry>;
  };
  const matches = Object.entries(manifest.node).filter(
    ([, entry]) =>
      entry.exportedName === exportedName &&
      (entry.filename?.includes(fileHint) || Object.keys(entry.workers ?? {}).some((w) => w.includes(fileHint))),
  );
  if (matches.length === 0) throw new Error(`server action ${exportedName} (${fileHint}) not in the build's manifest`);
  return matches[0][0];
}

const unescapeHtml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The hidden inputs of the page's server-action form ($ACTION_…), as a browser would post them. */
function hiddenActionFields(html: string): [string, string][] {
  const fields: [string, string][] = [];
  for (const [tag] of html.matchAll(/<input[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(tag)?.[1];
    if (!name || !name.startsWith('$ACTION')) continue;
    fields.push([unescapeHtml(name), unescapeHtml(/value="([^"]*)"/.exec(tag)?.[1] ?? '')]);
  }
  return fields;
}

function cookiesOf(reply: Reply): string[] {
  const set = reply.headers['set-cookie'] ?? [];
  return set.map((c) => c.split(';')[0]);
}

/** Signs in through `base` with the login page's form; returns the Cookie header of the session. */
export async function signIn(base: string, email: string, password: string, from: string): Promise<string> {
  const page = await request(`${base}/login`, { from });
  if (page.status !== 200) throw new Error(`GET /login: ${page.status}`);
  const form = new FormData();
  for (const [name, value] of hiddenActionFields(page.text)) form.append(name, value);
  form.append('email', email);
  form.append('password', password);
  form.append('callbackUrl', '/dashboard');
  const encoded = new Request('http://form.invalid/', { method: 'POST', body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  const jar = cookiesOf(page);
  const reply = await request(`${base}/login`, {
    method: 'POST',
    from,
    body,
    headers: { 'Content-Type': encoded.headers.get('content-type')!, Origin: base, ...(jar.length ? { Cookie: jar.join('; ') } : {}) },
  });
  const cookies = [...jar, ...cookiesOf(reply)];
  if (!cookies.some((c) => /session-token=/.test(c)))
    throw new Error(`sign-in did not open a session (${reply.status}): ${reply.text.slice(0, 300)}`);
  return cookies.join('; ');
}

/** Calls a server action as the dashboard's client does; `page` is the page that renders it. */
export function callAction(base: string, page: string, id: string, args: unknown[], cookie: string, from: string): Promise<Reply> {
  return request(`${base}${page}`, {
    method: 'POST',
    from,
    body: JSON.stringify(args),
    headers: {
      'Next-Action': id,
      'Content-Type': 'text/plain;charset=UTF-8',
      Accept: 'text/x-component',
      Origin: base,
      Cookie: cookie,
      'X-Cluster-Probe': 'action',
    },
  });
}
