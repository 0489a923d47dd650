// What a server process must finish before it exits: stop the webhook runner, flush the batched API-key
// usage counts, close the database pools. Each part registers itself here; scripts/next-server.mjs runs
// them all on SIGTERM/SIGINT once it has stopped taking requests.
//
// The registry lives on globalThis under a registered symbol, not in this module: Next.js may load this
// module once per bundle (instrumentation, route handlers), and the server script that calls it is plain
// JavaScript outside any bundle. All of them share the one process-wide registry.

type Hook = { name: string; order: number; run: () => Promise<void> | void };
export type ShutdownRegistry = { hooks: Map<string, Hook>; run: (timeoutMs?: number) => Promise<string[]> };

/** The symbol scripts/next-server.mjs reads (`Symbol.for('envios.shutdown')`). */
export const SHUTDOWN_REGISTRY = Symbol.for('envios.shutdown');

function registry(): ShutdownRegistry {
  const store = globalThis as unknown as Record<symbol, ShutdownRegistry | undefined>;
  store[SHUTDOWN_REGISTRY] ??= { hooks: new Map(), run: runAll };
  return store[SHUTDOWN_REGISTRY];
}

/**
 * Registers (or replaces, by name) work to do at shutdown. Lower `order` runs first: the producers of work
 * (webhook runner: 0, usage counts: 10) stop before what they write to closes (database: 100).
 */
export function onShutdown(name: string, run: () => Promise<void> | void, order = 50): void {
  registry().hooks.set(name, { name, order, run });
}

/** Runs every hook once, in order, each given at most `timeoutMs`; returns the names of those that failed. */
async function runAll(timeoutMs = 5_000): Promise<string[]> {
  const hooks = [...registry().hooks.values()].sort((a, b) => a.order - b.order);
  registry().hooks.clear();
  const failed: string[] = [];
  for (const hook of hooks) {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      await Promise.race([Promise.resolve().then(hook.run), deadline]);
    } catch (error) {
      failed.push(hook.name);
      process.stderr.write(
        `${JSON.stringify({ time: new Date().toISOString(), level: 'error', message: 'shutdown step failed', step: hook.name, error: String(error) })}\n`,
      );
    } finally {
      clearTimeout(timer);
    }
  }
  return failed;
}

/** Runs the registered shutdown work (tests and the CLI; servers go through scripts/next-server.mjs). */
export function runShutdownHooks(timeoutMs?: number): Promise<string[]> {
  return registry().run(timeoutMs);
}
