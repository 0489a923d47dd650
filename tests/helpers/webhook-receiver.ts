// A real HTTP webhook receiver on 127.0.0.1 for tests: records every request (raw body bytes, headers,
// arrival time) per path, and answers as scripted per path: a sequence of status codes, or "hang".
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedRequest = {
  path: string;
  method: string;
  headers: http.IncomingHttpHeaders;
  rawBody: Buffer;
  /** Date.now() when the body had fully arrived */
  receivedAt: number;
};

/** A status code, or 'hang': keep the connection open and never answer. */
export type ScriptedResponse = number | 'hang' | { status: number; body?: string; headers?: Record<string, string> };

export type WebhookReceiver = {
  url: (path?: string) => string;
  port: number;
  requests: ReceivedRequest[];
  /** requests received on `path` */
  on: (path: string) => ReceivedRequest[];
  /** answer the next requests on `path` with these responses, then 200 */
  script: (path: string, responses: ScriptedResponse[]) => void;
  /** resolves once `count` requests arrived on `path` (or anywhere with path undefined) */
  waitFor: (count: number, path?: string, timeoutMs?: number) => Promise<ReceivedRequest[]>;
  close: () => Promise<void>;
};

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const requests: ReceivedRequest[] = [];
  const scripts = new Map<string, ScriptedResponse[]>();
  const waiters = new Set<() => void>();
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0];
      requests.push({ path, method: req.method ?? '', headers: req.headers, rawBody: Buffer.concat(chunks), receivedAt: Date.now() });
      waiters.forEach((w) => w());
      const next = scripts.get(path)?.shift() ?? 200;
      if (next === 'hang') {
        hanging.add(res);
        return;
      }
      const response = typeof next === 'number' ? { status: next } : next;
      res.writeHead(response.status, { 'Content-Type': 'text/plain', ...response.headers });
      res.end(response.body ?? `respuesta ${response.status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const on = (path: string) => requests.filter((r) => r.path === path);

  return {
    port,
    requests,
    on,
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    script: (path, responses) => scripts.set(path, [...responses]),
    waitFor: (count, path, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        const matching = () => (path === undefined ? requests : on(path));
        const check = () => {
          if (matching().length >= count) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(matching());
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`receiver: expected ${count} requests on ${path ?? 'any path'}, got ${matching().length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: async () => {
      hanging.forEach((res) => res.destroy());
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
