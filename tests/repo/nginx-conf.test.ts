// deploy/nginx.conf run by the real nginx (as tests/cluster/nginx.ts runs it for npm run test:cluster), with no
// instance behind it: what nginx answers by itself must not name its version (issue 32, finding 11:
// `server_tokens off`), neither in `Server` nor in the body of its own error pages (502 with no instance, 413 for a
// body over client_max_body_size). The instances' side is proven through nginx in the cluster test.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNginx, type Nginx } from '../cluster/nginx';

let nginx: Nginx;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  // the upstream list names a port nothing listens on: every proxied request is nginx's own 502
  nginx = await startNginx({ port: await freePort(), upstreams: [await freePort()] });
});
afterAll(async () => {
  await nginx?.stop();
});

/** One request on a fresh connection; everything nginx writes back (its page ends with </html>). */
function exchange(head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(nginx.port, '127.0.0.1', () => socket.write(head));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => {
      text += d;
      if (text.includes('</html>')) socket.destroy();
    });
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('deploy/nginx.conf', () => {
  it('names no nginx version in Server or on its own error pages', async () => {
    const pages = {
      502: await exchange('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'),
      413: await exchange(
        'POST /api/v1/orders HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 13000000\r\n\r\n',
      ),
    };
    for (const [status, page] of Object.entries(pages)) {
      expect(page.split('\r\n')[0], page).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(/^server: (.*)\r$/im.exec(page)?.[1]).toBe('nginx');
      expect(page).not.toMatch(/nginx\/\d/);
    }
  });
});
