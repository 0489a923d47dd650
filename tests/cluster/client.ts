// What the cluster proofs talk with: an HTTP client that sends from a chosen loopback address (each proof its
// own client address, so the per-IP limit of one proof never touches another), and a real webhook receiver
// that tells which instance's process opened each connection (Linux: the sender's socket inode, found in
// /proc/net/tcp and in the instance processes' file descriptors).
import { randomInt } from 'node:crypto';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Reply = { status: number; headers: http.IncomingHttpHeaders; text: string; json: any };

/** A loopback address of this run (127.x.y.z): runs sharing one Redis never share a per-IP counter. */
const runOctets = `${randomInt(1, 250)}.${randomInt(1, 250)}`;
export const clientAddress = (n: number) => `127.${runOctets}.${n}`;

const agents = new Map<string, http.Agent>();
function agentFor(localAddress: string): http.Agent {
  let agent = agents.get(localAddress);
  if (!agent) agents.set(localAddress, (agent = new http.Agent({ keepAlive: true, maxSockets: 8 })));
  return agent;
}

export function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; from?: string; timeoutMs?: number } = {},
): Promise<Reply> {
  const localAddress = options.from ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, localAddress, agent: agentFor(localAddress) },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    req.setTimeout(options.timeoutMs ?? 60_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    if (options.body) req.write(options.body);
    req.end();
  });
}

/** The JSON API through `base` with a Bearer key. */
export function api(base: string, key: string, from?: string) {
  return (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    request(`${base}/api/v1${path}`, {
      method,
      from,
      headers: { Authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

export function closeAgents(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

export type Received = { path: string; eventId: string; body: any; at: number; sender: string; answered: boolean; status: number };
export type Receiver = {
  url: (path: string) => string;
  received: Received[];
  /** how the receiver answers a request on a path: a status (and a delay) per request, by the event's nth arrival */
  answer: (path: string, fn: (eventId: string, nth: number) => { status: number; delayMs?: number }) => void;
  close: () => Promise<void>;
};

/**
 * Which of `owners` (name -> pids) holds the sending end of a connection to the receiver: the socket whose local
 * port is `port` and whose remote port is `receiverPort`. An older socket on the same port number (in TIME_WAIT,
 * inode 0, or towards another peer) is not it.
 */
function senderOf(port: number, receiverPort: number, owners: () => Record<string, number[]>): string {
  const hex = (n: number) => `:${n.toString(16).toUpperCase().padStart(4, '0')}`;
  let inode = '';
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(file, 'utf8').trim().split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields[1].endsWith(hex(port)) && fields[2].endsWith(hex(receiverPort)) && fields[9] !== '0') inode = fields[9];
    }
  }
  if (!inode) return '?';
  for (const [name, pids] of Object.entries(owners())) {
    for (const pid of pids) {
      try {
        for (const fd of readdirSync(`/proc/${pid}/fd`)) {
          try {
            if (readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`) return name;
          } catch {
            // closed meanwhile
          }
        }
      } catch {
        // process gone
      }
    }
  }
  return '?';
}

export async function startReceiver(owners: () => Record<string, number[]>): Promise<Receiver> {
  const received: Received[] = [];
  const rules = new Map<string, (eventId: string, nth: number) => { status: number; delayMs?: number }>();
  const server = http.createServer((req, res) => {
    const sender = senderOf(req.socket.remotePort!, req.socket.localPort!, owners);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0];
      const eventId = String(req.headers['webhook-id'] ?? '');
      let body: any;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = undefined;
      }
      const nth = received.filter((r) => r.eventId === eventId).length + 1;
      const entry: Received = { path, eventId, body, at: Date.now(), sender, answered: false, status: 0 };
      received.push(entry);
      const { status, delayMs = 0 } = rules.get(path)?.(eventId, nth) ?? { status: 200 };
      setTimeout(() => {
        if (res.destroyed) return;
        entry.answered = true;
        entry.status = status;
        res.writeHead(status, { 'Content-Type': 'text/plain' }).end(`respuesta ${status}`);
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    received,
    answer: (path, fn) => rules.set(path, fn),
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}
