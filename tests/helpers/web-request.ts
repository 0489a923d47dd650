// The one translation of a Node.js request into the web `Request` a route handler takes, for the test servers
// (app-server.ts, auth-server.ts, api-server-child.ts); scripts/next-server.mjs does the same for the real app.
import type http from 'node:http';
import { Readable } from 'node:stream';

export function toWebRequest(incoming: http.IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
  return new Request(`http://${incoming.headers.host}${incoming.url}`, {
    method: incoming.method,
    headers,
    body: hasBody ? (Readable.toWeb(incoming) as ReadableStream) : undefined,
    duplex: 'half',
  } as RequestInit);
}
