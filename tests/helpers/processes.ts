// Whether a process still runs, for the tests that stop servers and launchers: a zombie (exited, not yet reaped
// by its parent) counts as gone.
import { readFileSync } from 'node:fs';

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z');
  } catch {
    return false;
  }
}
