// The .env files, read by every command-line entry point (launcher, CLI, migrations) exactly as Next.js
// reads them (@next/env: .env.$mode.local, .env.local, .env.$mode, .env; the real environment wins), so
// the launcher validates and reports the same settings the server will run with.
import nextEnv from '@next/env';
import { runtimeEnv } from '@/lib/platform/config';

/** Loads the project's .env files into the process's environment and returns the names of those it read. */
export function loadEnvFiles(dev = runtimeEnv.nodeEnv() !== 'production'): string[] {
  const quiet = { info: () => {}, error: (...args: unknown[]) => console.error(...args) };
  const { loadedEnvFiles } = nextEnv.loadEnvConfig(process.cwd(), dev, quiet, true);
  return loadedEnvFiles.map((file) => file.path);
}
