// The embedded PostgreSQL of a long-running launcher (scripts/launch.ts, scripts/e2e-server.ts), started in a
// process of its own (scripts/embedded-postgres/holder.ts) in a new process group. In the launcher's own process the database
// would share the terminal's process group, so a Ctrl-C would stop it at the same moment as the server, and
// embedded-postgres stops it on the launcher's SIGINT/SIGTERM too: the workers' last requests, request-log rows
// and background runners would meet a database that is already gone. Apart, it is stopped by `stop()` after the
// server has exited, or when the launcher dies (the holder's stdin closes).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { EmbeddedDatabase, EmbeddedOptions } from './server';

const HOLDER = path.join(import.meta.dirname, 'holder.ts');

type Reply = { url?: string; adminUrl?: string; owned?: boolean; error?: string; code?: string };

function parseReply(line: string): Reply | null {
  try {
    const value = JSON.parse(line) as Reply | null;
    return value && typeof value === 'object' && (value.url || value.error) ? value : null;
  } catch {
    return null;
  }
}

export async function ensureEmbeddedPostgresApart(options: Omit<EmbeddedOptions, 'log'> = {}): Promise<EmbeddedDatabase> {
  const holder = spawn(process.execPath, ['--import', 'tsx', HOLDER, JSON.stringify(options)], {
    detached: true,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => holder.once('exit', () => resolve()));
  // Its answer is the first JSON line with `url` or `error`; anything else it prints is passed on to stderr. Read
  // until its stdout ends, not until it exits, so an error line written just before exiting is not missed.
  const reply = await new Promise<Reply>((resolve) => {
    const lines = createInterface({ input: holder.stdout! });
    lines.on('line', (line) => {
      const answer = parseReply(line);
      if (answer) resolve(answer), lines.close();
      else process.stderr.write(`${line}\n`);
    });
    lines.once('close', () => resolve({}));
  });
  if (!reply.url || !reply.adminUrl) {
    holder.stdin!.end();
    await exited;
    throw Object.assign(new Error(reply.error ?? 'el proceso de PostgreSQL embebido terminó sin arrancar'), { code: reply.code });
  }
  // The launcher may end while the holder runs: its pipes must not keep the launcher's event loop alive.
  const unrefPipe = (pipe: unknown) => (pipe as { unref?: () => void }).unref?.();
  holder.unref();
  unrefPipe(holder.stdin);
  unrefPipe(holder.stdout);
  let stopped: Promise<void> | undefined;
  return {
    url: reply.url,
    adminUrl: reply.adminUrl,
    owned: Boolean(reply.owned),
    stop: () => {
      if (!stopped) {
        const running = holder.exitCode === null && holder.signalCode === null;
        // waited for: the holder counts again until it has stopped the server
        if (running) holder.ref(), holder.stdin!.end();
        stopped = running ? exited : Promise.resolve();
      }
      return stopped;
    },
  };
}
