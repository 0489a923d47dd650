// Shared helpers of the e2e specs: screenshots, direct domain calls on the e2e database, a webhook receiver, PDF text.
import { spawnSync } from 'node:child_process';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test, type Page } from '@playwright/test';
import { createDb, type Db } from '@/db/client';
import { createApiKey } from '@/lib/api-keys/create-api-key';
import { configureDatabaseFromEnvironment } from '@/lib/platform/db';
import { seedState, serverState } from './state';

// The pools opened here take DATABASE_PREPARE and their defaults from lib/platform/config.ts, as the server's do.
configureDatabaseFromEnvironment();

export const SCREENSHOT_DIR = path.join('test-results', 'screenshots');

/**
 * A full-page screenshot into test-results/screenshots/<name>.png, also attached to the test's report. Bounded (a
 * screenshot taken while the page leaves for another one can wait for it otherwise) so it never eats the test's time.
 */
export async function shot(page: Page, name: string, options: { timeout?: number } = {}): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true, timeout: options.timeout ?? 30_000 });
  await test.info().attach(name, { path: file, contentType: 'image/png' });
}

/** Runs domain functions against the e2e server's database (setup steps a spec does not test through the UI). */
export async function withDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const handle = createDb(serverState().databaseUrl, { max: 1 });
  try {
    return await fn(handle.db);
  } finally {
    await handle.sql.end({ timeout: 5 });
  }
}

/** An API key of the seeded organization, made directly (specs about keys create theirs in the dashboard). */
export async function seededApiKey(name: string, scopes: string[] = ['*']): Promise<string> {
  return withDb(async (db) => (await createApiKey(db, { organizationId: seedState().organizationId, name, scopes })).key);
}

export type ReceivedRequest = { path: string; headers: http.IncomingHttpHeaders; body: string };

/** A real HTTP receiver on 127.0.0.1; `status` decides what it answers (changeable during a test). */
export async function startReceiver(status: (req: ReceivedRequest) => number = () => 200) {
  const received: ReceivedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const entry = { path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(entry);
      res.writeHead(status(entry), { 'Content-Type': 'application/json' });
      res.end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (p: string) => `http://127.0.0.1:${port}${p}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function validSignature(secret: string, body: string, signature: string | string[] | undefined): boolean {
  if (typeof signature !== 'string') return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(body).digest('hex'));
  const got = Buffer.from(signature);
  return expected.length === got.length && timingSafeEqual(expected, got);
}

/** The text of a PDF, read back with poppler's pdftotext. */
export function pdfText(pdf: Buffer): string {
  const file = path.join(os.tmpdir(), `e2e-label-${process.pid}-${Date.now()}.pdf`);
  writeFileSync(file, pdf);
  const out = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`pdftotext failed: ${out.stderr}`);
  return out.stdout;
}
