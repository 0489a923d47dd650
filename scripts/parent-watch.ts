// Stops a long-running launcher process when its parent goes away. `npm start` runs its script through
// `sh -c`, and when a container runtime or a supervisor sends SIGTERM to npm, npm passes it to that shell,
// which dies without passing it on: the launcher is re-parented and would keep the server running forever.
// Polling the parent id (cheap: one syscall) catches that, whichever process the signal was sent to.

export function stopWhenOrphaned(onOrphaned: () => void, intervalMs = 250): void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    onOrphaned();
  }, intervalMs);
  timer.unref();
}
