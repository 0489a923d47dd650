export function stopWhenOrphaned(onOrphaned: () => void, intervalMs?: number): void;
