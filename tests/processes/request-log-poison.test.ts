// Issue 32, finding 1: one failed request whose body held a NUL byte put a row in the request log's buffer that
// PostgreSQL refused (22021); the batch went back to the front and was retried every 5 s forever, so no request
// of any organization was recorded again, and a stop lost them all. Now every text of a row is made storable
// where the log writes it (lib/platform/text/storable.ts via lib/request-log/write.ts), and a row PostgreSQL refuses for
// another reason is set apart (dropped, its request id logged) instead of holding back the rows behind it
// (lib/request-log/buffer.ts). A real server process (tests/helpers/api-server-child.ts) is killed with SIGKILL
// and stopped with SIGTERM; an in-process test covers a refused row the text rule cannot mend.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { getSql } from '@/db/client';
import { enqueueRequestLog, flushRequestLog, requestLogStats, type RequestLogEntry } from '@/lib/request-log/buffer';
import { postBatch } from '../helpers/batch-files';
import { createTestClient, createTestOrg, type ApiResponse } from '../helpers/fixtures';
import { validOrderBody } from '../helpers/orders';
import { eventually } from '../helpers/webhook-events';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

function startServerProcess(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/helpers/api-server-child.ts'], {
    env: { ...process.env, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += String(chunk);
      const port = /listening (\d+)/.exec(out)?.[1];
      if (port) resolve({ url: `http://127.0.0.1:${port}`, child });
    });
    child.once('exit', (code, signal) => reject(new Error(`server process exited (${code ?? signal}) before listening: ${out}`)));
  });
}

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });

type LogRow = { request_id: string; organization_id: string | null; status: number; request_body: string | null };

async function rowsOf(requestIds: string[]): Promise<LogRow[]> {
  return getSql()<
    LogRow[]
  >`select request_id, organization_id, status, request_body from request_logs where request_id = any(${requestIds}::text[])`;
}

const idOf = (res: ApiResponse) => res.headers.get('x-request-id')!;

/** The requests of the issue: malformed JSON with a NUL to POST /orders, the one-line CSV with a NUL to POST /batches. */
async function poisonRequests(url: string) {
  const a = await createTestClient(url);
  const json = await a.api('POST', '/orders', '{"nota": "x\u0000y"');
  expect(json.status, json.text).toBe(400);
  const csv = await postBatch(url, a.key, Buffer.from('a;b\n"x\0y"\n', 'binary'));
  expect(csv.status, csv.text).toBe(400);
  return { organizationId: a.org.id, ids: [json.headers.get('x-request-id')!, csv.headers.get('x-request-id')!] };
}

/** Ordinary requests of two other organizations, after the poison: successes and failures. */
async function laterRequests(url: string) {
  const b = await createTestClient(url);
  const c = await createTestClient(url);
  const sent: { id: string; organizationId: string; status: number }[] = [];
  for (let i = 0; i < 5; i++) {
    for (const [client, res] of [
      [b, await b.api('GET', '/orders?limit=1')],
      [b, await b.api('POST', '/orders', '{"roto": ')],
      [c, await c.api('POST', '/orders', validOrderBody())],
      [c, await c.api('GET', '/account')],
    ] as const) {
      sent.push({ id: idOf(res), organizationId: client.org.id, status: res.status });
    }
  }
  expect(sent.map((s) => s.status)).toEqual(Array.from({ length: 5 }, () => [200, 400, 201, 200]).flat());
  return sent;
}

async function expectRecorded(
  poison: { organizationId: string; ids: string[] },
  later: { id: string; organizationId: string; status: number }[],
) {
  const rows = await rowsOf([...poison.ids, ...later.map((s) => s.id)]);
  const byId = new Map(rows.map((r) => [r.request_id, r]));
  for (const s of later) expect(byId.get(s.id), s.id).toMatchObject({ organization_id: s.organizationId, status: s.status });
  // The poison rows themselves are kept, the NUL shown as U+FFFD.
  const [json, csv] = poison.ids.map((id) => byId.get(id));
  expect(json).toMatchObject({ organization_id: poison.organizationId, status: 400, request_body: '{"nota": "x\uFFFDy"' });
  expect(csv).toMatchObject({ organization_id: poison.organizationId, status: 400, request_body: 'a;b\n"x\uFFFDy"\n' });
  expect(rows).toHaveLength(later.length + 2);
}

describe('a request body with a NUL byte in the request log', () => {
  it('is recorded, and the later rows of other organizations are written while the process runs and survive kill -9', async () => {
    const { url, child } = await startServerProcess();
    const poison = await poisonRequests(url);
    const later = await laterRequests(url);
    // Written within the buffer's second, not stuck behind the refused row (before the fix: never).
    await eventually(async () => (await rowsOf(later.map((s) => s.id))).length === later.length || null, 30_000, 100);
    child.kill('SIGKILL');
    expect((await exited(child)).signal).toBe('SIGKILL');
    await expectRecorded(poison, later);
  }, 60_000);

  it('a graceful stop (SIGTERM) right after the requests writes every buffered row before the process exits', async () => {
    const { url, child } = await startServerProcess();
    const poison = await poisonRequests(url);
    const later = await laterRequests(url);
    child.kill('SIGTERM');
    expect(await exited(child)).toEqual({ code: 0, signal: null });
    await expectRecorded(poison, later);
  }, 60_000);
});

describe('a row PostgreSQL refuses for what it holds', () => {
  it('is dropped and logged by request id alone; the rows around it, of other organizations, are written', async () => {
    await flushRequestLog();
    const [a, b] = [await createTestOrg(), await createTestOrg()];
    const entry = (organizationId: string, overrides: Partial<RequestLogEntry> = {}): RequestLogEntry => ({
      createdAt: new Date(),
      requestId: `req_${randomUUID().replace(/-/g, '')}`,
      organizationId,
      apiKeyId: null,
      method: 'POST',
      pathTemplate: '/orders',
      path: '/api/v1/orders',
      query: null,
      status: 400,
      errorCode: 'invalid_json',
      durationMs: 2,
      ip: '127.0.0.1',
      userAgent: 'prueba',
      requestBody: null,
      responseBody: null,
      ...overrides,
    });
    // A status out of smallint's range (22003): no text rule mends it, the same row fails on every retry.
    const refused = entry(a.id, { status: 70_000, requestBody: '{"password": "cuerpo-que-no-se-registra"}' });
    const good = [
      ...Array.from({ length: 7 }, () => entry(b.id)),
      refused,
      ...Array.from({ length: 8 }, () => entry(b.id, { requestBody: 'x\u0000y\ud800' })),
    ];
    const before = requestLogStats();
    const lines: string[] = [];
    const write = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: string | Uint8Array) => (lines.push(String(chunk)), true)) as typeof process.stderr.write;
    try {
      for (const e of good) enqueueRequestLog(e);
      await flushRequestLog();
    } finally {
      process.stderr.write = write;
    }
    const stats = requestLogStats();
    expect(stats.buffered).toBe(0);
    expect(stats.refused - before.refused).toBe(1);
    expect(stats.written - before.written).toBe(good.length - 1);
    const rows = await rowsOf(good.map((e) => e.requestId));
    expect(rows.map((r) => r.request_id).sort()).toEqual(
      good
        .filter((e) => e !== refused)
        .map((e) => e.requestId)
        .sort(),
    );
    expect(rows.filter((r) => r.request_body !== null).every((r) => r.request_body === 'x\uFFFDy\uFFFD')).toBe(true);
    const logged = lines.filter((l) => l.includes('row refused'));
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0])).toMatchObject({ level: 'error', requestId: refused.requestId, sqlState: '22003' });
    expect(logged[0]).not.toContain('cuerpo-que-no-se-registra');
    expect(lines.join('')).not.toContain('cuerpo-que-no-se-registra');
  });
});
