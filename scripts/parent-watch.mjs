// @ts-check
// Stops a long-running process when its parent goes away without a signal. `npm start` runs its script through
// `sh -c`, and when a container runtime or a supervisor sends SIGTERM to npm, npm passes it to that shell,
// which dies without passing it on: the launcher is re-parented and would keep the server running forever. The
// same for the server under a launcher killed with SIGKILL (scripts/next-server.mjs).
// Polling the parent id (cheap: one syscall) catches that, whichever process the signal was sent to.
// Plain JavaScript (types in parent-watch.d.mts), so scripts/next-server.mjs uses it without a TypeScript loader.

/**
 * @param {() => void} onOrphaned
 * @param {number} [intervalMs]
 */
export function stopWhenOrphaned(onOrphaned, intervalMs = 250) {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    onOrphaned();
  }, intervalMs);
  timer.unref();
}
