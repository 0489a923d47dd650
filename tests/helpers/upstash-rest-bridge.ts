// Upstash's REST protocol over a real Redis, so @upstash/redis + @upstash/ratelimit run for real in tests
// (no Upstash account on CI). What it implements is what those clients send:
// - POST /            body ["CMD", ...args]            -> 200 { result } | 400 { error }
// - POST /pipeline    body [["CMD", ...], ...]          -> 200 [{ result } | { error }, ...]   (ioredis pipeline)
// - POST /multi-exec  body [["CMD", ...], ...]          -> 200 [{ result } | { error }, ...]   (MULTI/EXEC)
// - Authorization: Bearer <token>, compared in constant time; anything else -> 401 { error: "Unauthorized" }.
// - Upstash-Encoding: base64 -> every string in a result base64-encoded except the status "OK" (what the
//   client decodes); numbers, null and arrays (recursively) as they are.
// - EVAL / EVALSHA / SCRIPT LOAD pass through, with one translation: Upstash accepts the Lua shebang flag
//   `allow-key-locking` that @upstash/ratelimit 2.1+ puts on its scripts, Redis 7.0 refuses it ("Unexpected
//   flag in script shebang"). The bridge drops flags Redis does not know before the script reaches it, and
//   answers EVALSHA of the client's hash (of the original text) with the hash Redis knows. A hash it has not
//   seen yet goes to Redis unchanged, so NOSCRIPT comes back as it would from Upstash and the client resends
//   the script with EVAL.
// Not implemented (not used by these clients here): GET-style URL commands, /monitor, /subscribe, read-your-
// writes sync tokens (ignored: one Redis, nothing to wait for).
import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis as IORedis, ReplyError } from 'ioredis';

type Arg = string | number;
type Reply = { result: unknown } | { error: string };

/** Shebang flags Redis 7.0 knows; any other (Upstash's allow-key-locking) is removed. */
const REDIS_SCRIPT_FLAGS = new Set(['no-writes', 'allow-oom', 'allow-stale', 'no-cluster', 'allow-cross-slot-keys']);

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

export type UpstashBridge = {
  url: string;
  token: string;
  /** every command received, in order (["EVALSHA", sha, ...]), for tests to check what the client sent */
  commands: Arg[][];
  /** requests refused for a wrong or missing token */
  unauthorized: number;
  close(): Promise<void>;
};

/** The script as this Redis accepts it: unknown shebang flags dropped, the rest untouched. */
export function redisCompatibleScript(script: string): string {
  const match = /^#!lua flags=([^\n]*)\n/.exec(script);
  if (!match) return script;
  const kept = match[1]
    .split(',')
    .map((f) => f.trim())
    .filter((f) => REDIS_SCRIPT_FLAGS.has(f));
  return `#!lua${kept.length ? ` flags=${kept.join(',')}` : ''}\n${script.slice(match[0].length)}`;
}

function encode(value: unknown): unknown {
  if (typeof value === 'string') return value === 'OK' ? value : Buffer.from(value).toString('base64');
  if (Array.isArray(value)) return value.map(encode);
  return value;
}

export async function startUpstashBridge(options: { redisUrl: string; token: string }): Promise<UpstashBridge> {
  const redis = new IORedis(options.redisUrl, { maxRetriesPerRequest: 1 });
  const expected = createHash('sha256').update(`Bearer ${options.token}`).digest();
  // client hash (of the text it sent) -> hash of the text Redis got
  const translatedHashes = new Map<string, string>();
  const bridge: UpstashBridge = { url: '', token: options.token, commands: [], unauthorized: 0, close: async () => {} };

  /** EVAL/EVALSHA/SCRIPT LOAD made acceptable to Redis; other commands as sent. */
  function translate(command: Arg[]): Arg[] {
    const [name, ...args] = command;
    const upper = String(name).toUpperCase();
    if (upper === 'EVAL' || (upper === 'SCRIPT' && String(args[0]).toUpperCase() === 'LOAD')) {
      const at = upper === 'EVAL' ? 0 : 1;
      const original = String(args[at]);
      const compatible = redisCompatibleScript(original);
      if (compatible !== original) translatedHashes.set(sha1(original), sha1(compatible));
      const out = [...args];
      out[at] = compatible;
      return [name, ...out];
    }
    if (upper === 'EVALSHA') {
      const known = translatedHashes.get(String(args[0]).toLowerCase());
      if (known) return [name, known, ...args.slice(1)];
    }
    return command;
  }

  /** SCRIPT LOAD answers the hash of what Redis loaded; the client expects the hash of what it sent. */
  function untranslate(command: Arg[], result: unknown): unknown {
    const [name, sub, script] = command;
    if (String(name).toUpperCase() === 'SCRIPT' && String(sub).toUpperCase() === 'LOAD') return sha1(String(script));
    // ioredis turns HGETALL into an object; the REST API answers a flat list.
    if (String(name).toUpperCase() === 'HGETALL' && result && typeof result === 'object' && !Array.isArray(result)) {
      return Object.entries(result as Record<string, unknown>).flat();
    }
    return result;
  }

  async function single(command: Arg[]): Promise<Reply> {
    const [name, ...args] = translate(command);
    try {
      return { result: untranslate(command, await redis.call(String(name), ...args)) };
    } catch (error) {
      if (error instanceof ReplyError) return { error: (error as Error).message };
      throw error;
    }
  }

  async function batch(commands: Arg[][], transaction: boolean): Promise<Reply[]> {
    const chain = transaction ? redis.multi() : redis.pipeline();
    for (const command of commands) {
      const [name, ...args] = translate(command);
      chain.call(String(name), ...args);
    }
    const replies = (await chain.exec()) ?? [];
    return replies.map(([error, result], i) => (error ? { error: error.message } : { result: untranslate(commands[i], result) }));
  }

  const server = http.createServer(async (req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const given = createHash('sha256')
      .update(req.headers.authorization ?? '')
      .digest();
    if (!timingSafeEqual(given, expected)) {
      bridge.unauthorized += 1;
      return reply(401, { error: 'Unauthorized' });
    }
    if (req.method !== 'POST') return reply(405, { error: 'Method not allowed' });
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: unknown;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return reply(400, { error: 'ERR failed to parse the request body' });
    }
    const base64 = String(req.headers['upstash-encoding'] ?? '').toLowerCase() === 'base64';
    const out = (r: Reply) => ('result' in r && base64 ? { result: encode(r.result) } : r);
    const isCommand = (c: unknown): c is Arg[] => Array.isArray(c) && c.length > 0;
    try {
      const path = new URL(req.url ?? '/', 'http://bridge').pathname;
      if (path === '/') {
        if (!isCommand(body)) return reply(400, { error: 'ERR a command is a non-empty JSON array' });
        bridge.commands.push(body);
        const r = await single(body);
        return reply('error' in r ? 400 : 200, out(r));
      }
      if (path === '/pipeline' || path === '/multi-exec') {
        if (!Array.isArray(body) || !body.every(isCommand)) return reply(400, { error: 'ERR a batch is a JSON array of commands' });
        bridge.commands.push(...body);
        return reply(200, (await batch(body, path === '/multi-exec')).map(out));
      }
      return reply(404, { error: `ERR unknown path ${path}` });
    } catch (error) {
      // Redis itself unreachable: what Upstash answers when it cannot serve the command.
      return reply(500, { error: `ERR ${(error as Error).message}` });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  bridge.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  bridge.close = async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    redis.disconnect();
  };
  return bridge;
}
