// The process that holds an embedded PostgreSQL for a launcher (scripts/embedded-postgres/apart.ts), in a process group of its
// own so that a terminal's Ctrl-C or a signal to the launcher's group does not reach the database: the launcher
// stops its server first, then ends this process's stdin, and only then is PostgreSQL stopped.
//   node --import tsx scripts/embedded-postgres/holder.ts '<EmbeddedOptions as JSON, without log>'
// stdout: one JSON line, { url, adminUrl, owned } or { error, code }. stdin closed (the launcher stopped or
// died, even by SIGKILL): the server is stopped, then this process exits.
import { ensureEmbeddedPostgres, type EmbeddedDatabase } from './server';

let database: EmbeddedDatabase | undefined;
let stopping = false;

async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  await database?.stop().catch((error: unknown) => console.error(`[postgres] no se pudo detener: ${String(error)}`));
  process.exit(code);
}

process.stdin.on('end', () => void stop(0));
process.stdin.on('error', () => void stop(0));
process.stdin.resume();

try {
  database = await ensureEmbeddedPostgres(JSON.parse(process.argv[2] ?? '{}'));
  process.stdout.write(`${JSON.stringify({ url: database.url, adminUrl: database.adminUrl, owned: database.owned })}\n`);
} catch (error) {
  const { message, code } = error as { message?: string; code?: string };
  process.stdout.write(`${JSON.stringify({ error: message ?? String(error), code })}\n`);
  await stop(1);
}
