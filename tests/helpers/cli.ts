// Runs the admin command line (cli/index.ts) as a real process, as `npm run cli --` would.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type CliResult = { code: number; stdout: string; stderr: string };

/** Exit code and output of `npm run cli -- ...args`; a non-zero exit is returned, not thrown. */
export async function runCli(args: string[], env: Record<string, string | undefined> = process.env): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run('node', ['--import', 'tsx', 'cli/index.ts', ...args], { env: env as NodeJS.ProcessEnv });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
