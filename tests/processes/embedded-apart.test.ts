// scripts/embedded-postgres/apart.ts as a launcher uses it: the embedded PostgreSQL of `npm run dev` / `npm start -- --embedded`
// and of the e2e server lives in a process group of its own. A Ctrl-C (SIGINT to the launcher's whole process
// group, as a terminal sends it) leaves the database up until the launcher has stopped its server and calls
// stop(); a launcher killed outright (SIGKILL) still takes its database down with it. Real embedded-postgres
// clusters in temporary folders; the launcher is a real child process.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { alive } from '../helpers/processes';

const repo = process.cwd();
const temps: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) {
    try {
      if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

// The launcher: starts the database apart, prints its URL; on SIGINT it waits (as a server draining would), checks
// the database still answers, then stops it.
const LAUNCHER = `
import postgres from 'postgres';
import { ensureEmbeddedPostgresApart } from ${JSON.stringify(path.join(repo, 'scripts/embedded-postgres/apart.ts'))};
const database = await ensureEmbeddedPostgresApart({ dataDir: process.env.DATA_DIR, database: 'apart' });
console.log('url ' + database.url);
process.on('SIGINT', async () => {
  await new Promise((r) => setTimeout(r, 1500));
  const sql = postgres(database.url, { max: 1, onnotice: () => {} });
  const [row] = await sql\`select 41 + 1 as answer\`;
  await sql.end();
  console.log('after SIGINT the database answered ' + row.answer);
  await database.stop();
  console.log('stopped');
  process.exit(0);
});
setInterval(() => {}, 1000);
`;

function startLauncher(): { child: ChildProcess; output: () => string; dataDir: string; url: Promise<string> } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'envios-apart-'));
  // as root, embedded-postgres runs initdb as a `postgres` user, which must be able to enter the folder
  chmodSync(dir, 0o755);
  temps.push(dir);
  const dataDir = path.join(dir, 'postgres');
  // detached: its own process group, which the test signals as a terminal would
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', LAUNCHER], {
    cwd: repo,
    env: { ...process.env, DATA_DIR: dataDir },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const url = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const found = /^url (\S+)$/m.exec(output)?.[1];
      if (found) clearInterval(timer), resolve(found);
      else if (child.exitCode !== null) clearInterval(timer), reject(new Error(output));
    }, 50);
  });
  return { child, output: () => output, dataDir, url };
}

/** The postmaster's pid from its pid file, while it runs. */
const postmasterPid = (dataDir: string) => Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
const readCmdline = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
};
async function until(check: () => boolean, ms: number) {
  for (let waited = 0; waited < ms && !check(); waited += 100) await new Promise((r) => setTimeout(r, 100));
  return check();
}
const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve)));

describe('the embedded database of a launcher runs apart', () => {
  it('a Ctrl-C to the launcher’s process group leaves PostgreSQL up until the launcher stops it', { timeout: 90_000 }, async () => {
    const launcher = startLauncher();
    await launcher.url;
    const postmaster = postmasterPid(launcher.dataDir);
    expect(alive(postmaster)).toBe(true);
    // not in the launcher's group: a terminal's signal cannot reach it
    expect(readFileSync(`/proc/${postmaster}/stat`, 'utf8').split(') ')[1].split(' ')[2]).not.toBe(String(launcher.child.pid));

    process.kill(-launcher.child.pid!, 'SIGINT');
    expect(await exited(launcher.child)).toBe(0);
    expect(launcher.output()).toContain('after SIGINT the database answered 42');
    expect(launcher.output()).toContain('stopped');
    // stop() returns once the server is down: its pid file is gone and the postmaster has exited
    expect(alive(postmaster)).toBe(false);
    expect(existsSync(path.join(launcher.dataDir, 'postmaster.pid'))).toBe(false);
  });

  it('a database that cannot start is an error naming why, with no holder process left behind', { timeout: 60_000 }, async () => {
    const { ensureEmbeddedPostgresApart } = await import('@/scripts/embedded-postgres/apart');
    // the data folder's parent is a file: the holder answers with the error and exits
    const dir = mkdtempSync(path.join(os.tmpdir(), 'envios-apart-'));
    temps.push(dir);
    const file = path.join(dir, 'a-file');
    writeFileSync(file, '');
    const holders = () => readdirSync('/proc').filter((d) => /^\d+$/.test(d) && readCmdline(Number(d)).includes(file));
    await expect(ensureEmbeddedPostgresApart({ dataDir: path.join(file, 'postgres') })).rejects.toThrow(`mkdir '${file}'`);
    expect(holders()).toEqual([]);
  });

  it('a launcher killed outright takes its database with it', { timeout: 90_000 }, async () => {
    const launcher = startLauncher();
    await launcher.url;
    const postmaster = postmasterPid(launcher.dataDir);
    process.kill(launcher.child.pid!, 'SIGKILL');
    await exited(launcher.child);
    expect(await until(() => !alive(postmaster), 20_000)).toBe(true);
    expect(existsSync(path.join(launcher.dataDir, 'postmaster.pid'))).toBe(false);
  });
});
