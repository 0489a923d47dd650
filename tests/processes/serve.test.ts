// scripts/serve.ts, the production process manager: N workers share the port, a worker that dies is
// replaced, and SIGTERM stops them all and the primary with exit code 0. The workers here are a small
// stand-in for `next start` (tests/helpers/serve-worker.mjs); the Playwright suite runs the real one.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';

let primary: ChildProcess | undefined;
afterEach(() => {
  if (primary?.exitCode === null) primary.kill('SIGKILL');
});

/** The pids answering on the port, over `n` requests on fresh connections. */
async function answeringPids(port: number, n = 16): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let i = 0; i < n; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(3_000) });
      const match = /^serve-worker (\d+)$/.exec(await res.text());
      if (match) pids.add(Number(match[1]));
    } catch {
      // a worker just died with this connection: try again
    }
  }
  return pids;
}

async function eventually<T>(fn: () => Promise<T>, ok: (v: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await fn();
    if (ok(value)) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`never happened: ${what}`);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('scripts/serve.ts', () => {
  it('runs WEB_CONCURRENCY workers on one port, replaces one that dies, and stops them all on SIGTERM', { timeout: 60_000 }, async () => {
    // Port 0: the workers share one random port (node:cluster), which they print; no race for a free port.
    primary = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '-p', '0'], {
      env: { ...process.env, WEB_CONCURRENCY: '2', ENVIOS_SERVE_WORKER: 'tests/helpers/serve-worker.mjs' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    primary.stdout!.on('data', (d) => (output += d));
    primary.stderr!.on('data', (d) => (output += d));
    const port = await eventually(
      async () => Number(/listening (\d+)/.exec(output)?.[1] ?? 0),
      (p) => p > 0,
      'a worker listens',
    );

    const first = await eventually(
      () => answeringPids(port),
      (p) => p.size === 2,
      'two workers answer',
    );
    expect(output).toContain('2 procesos de Next.js');

    const [victim] = [...first];
    process.kill(victim, 'SIGKILL');
    const after = await eventually(
      () => answeringPids(port),
      (p) => p.size === 2 && !p.has(victim),
      'a replacement answers',
    );
    expect(output).toMatch(/exited \(SIGKILL\); starting another/);
    const workers = [...after];

    primary.kill('SIGTERM');
    const [code] = await once(primary, 'exit');
    expect(code).toBe(0);
    expect(workers.filter(alive)).toEqual([]);
  });

  it('stops its workers when its parent dies without passing a signal on (npm start under sh -c)', { timeout: 60_000 }, async () => {
    // sh runs serve.ts as a child (not exec: a second command follows), as npm's `sh -c` runs the launcher.
    const shell = spawn('sh', ['-c', `"${process.execPath}" --import tsx scripts/serve.ts -p 0; true`], {
      env: { ...process.env, WEB_CONCURRENCY: '2', ENVIOS_SERVE_WORKER: 'tests/helpers/serve-worker.mjs' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    primary = shell;
    let output = '';
    shell.stdout!.on('data', (d) => (output += d));
    const port = await eventually(
      async () => Number(/listening (\d+)/.exec(output)?.[1] ?? 0),
      (p) => p > 0,
      'a worker listens',
    );
    const workers = [
      ...(await eventually(
        () => answeringPids(port),
        (p) => p.size === 2,
        'two workers answer',
      )),
    ];
    const servePid = Number(/^(\d+)/.exec(readFileSync(`/proc/${shell.pid}/task/${shell.pid}/children`, 'utf8').trim())?.[1]);
    expect(alive(servePid)).toBe(true);
    shell.kill('SIGKILL'); // the shell goes, as dash does on SIGTERM, and tells nobody
    await eventually(
      async () => [servePid, ...workers].some(alive),
      (any) => !any,
      'serve.ts and its workers exit',
    );
  });

  it('refuses a WEB_CONCURRENCY that is not a whole number from 1 to 64, in Spanish', async () => {
    primary = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '-p', '1'], {
      env: { ...process.env, WEB_CONCURRENCY: 'muchos', ENVIOS_SERVE_WORKER: 'tests/helpers/serve-worker.mjs' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    primary.stderr!.on('data', (d) => (stderr += d));
    const [code] = await once(primary, 'exit');
    expect(code).toBe(1);
    expect(stderr).toContain('WEB_CONCURRENCY debe ser un entero entre 1 y 64');
  });
});
