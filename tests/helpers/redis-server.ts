// A real Redis for the rate-limit tests: REDIS_URL when set (CI's second pass, the machine's Redis), else a
// throw-away `redis-server` (Debian's /usr/bin/redis-server; .ci/run installs it when missing) started on a
// free port of 4300-4399, without persistence, stopped by the caller. Never a skip: no binary is a failure.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type TestRedis = { url: string; source: string; stop(): Promise<void> };

const FIRST_PORT = 4300;
const PORTS = 100;

/** Starts redis-server on `port`; resolves once it accepts connections, rejects if it exits first (port taken). */
function startOn(port: number, dir: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        child.stderr?.resume();
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.once('error', (error) =>
      reject(new Error(`redis-server could not be started (${error.message}); install it (apt-get install redis-server) or set REDIS_URL`)),
    );
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}) on port ${port}: ${output.slice(-300)}`)));
  });
}

export async function useRedis(): Promise<TestRedis> {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, source: 'REDIS_URL', stop: async () => {} };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'envios-test-redis-'));
  // Several test files may start one at the same time: each begins at a random port and moves on when taken.
  const offset = Math.floor(Math.random() * PORTS);
  let lastError: unknown;
  for (let i = 0; i < PORTS; i++) {
    const port = FIRST_PORT + ((offset + i) % PORTS);
    try {
      const child = await startOn(port, dir);
      return {
        url: `redis://127.0.0.1:${port}`,
        source: `redis-server started by the test on port ${port}`,
        async stop() {
          if (child.exitCode === null && child.signalCode === null) {
            const exited = new Promise((r) => child.once('exit', r));
            child.kill('SIGTERM');
            await exited;
          }
          rmSync(dir, { recursive: true, force: true });
        },
      };
    } catch (error) {
      lastError = error;
      if (String(error).includes('could not be started')) break;
    }
  }
  rmSync(dir, { recursive: true, force: true });
  throw lastError;
}
