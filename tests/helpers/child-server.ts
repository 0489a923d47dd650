// A test server in a process of its own (a *-child.ts helper run with `node --import tsx`), for the tests that kill it
// mid-request: it prints "listening <port>" once ready and other words at the moments a test waits for. The child is
// remembered and killed with SIGKILL by killChildServers() (call it in afterEach).
import { spawn, type ChildProcess } from 'node:child_process';

export type ChildServer = { url: string; child: ChildProcess; said: (word: string) => Promise<void>; kill: () => Promise<void> };

const started: ChildProcess[] = [];

export function startChildServer(script: string, env: Record<string, string> = {}): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  started.push(child);
  let out = '';
  const listeners = new Set<() => void>();
  child.stdout!.on('data', (chunk) => {
    out += String(chunk);
    listeners.forEach((l) => l());
  });
  const said = (word: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (out.includes(word)) resolve();
      };
      listeners.add(check);
      check();
      child.once('exit', (code, signal) => reject(new Error(`${script} exited (${code ?? signal}): ${out}`)));
    });
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  return said('listening').then(() => ({ url: `http://127.0.0.1:${/listening (\d+)/.exec(out)![1]}`, child, said, kill }));
}

/** SIGKILL every child server still running. */
export async function killChildServers(): Promise<void> {
  for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
