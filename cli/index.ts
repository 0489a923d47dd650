// npm run cli -- <command> [--flags] [--json]: the admin command line.
import { createDb } from '@/db/client';
import { resolveDatabase } from '@/scripts/embedded-postgres/resolve-database';
import { ConfigError } from '@/lib/platform/config';
import { configureDatabaseFromEnvironment } from '@/lib/platform/db';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { CliError, Flags, parseArgs } from './args';
import { commands } from './commands';
import { helpRequest, overview, unknownCommand } from './help';

export async function main(argv: string[]): Promise<number> {
  let json = false;
  try {
    json = argv.includes('--json');
    const help = helpRequest(argv);
    if (help !== null) {
      process.stdout.write(help);
      return 0;
    }
    const { command, flags } = parseArgs(argv);
    if (!command) {
      process.stdout.write(overview());
      return 1;
    }
    const definition = commands[command];
    if (!definition) throw unknownCommand(command);
    // The pool settings (DATABASE_*, lib/platform/config.ts) are checked before any connection; the process-wide
    // database stays DATABASE_URL's (none on the embedded one), the commands get their own handle.
    if (definition.needsDatabase !== false) configureDatabaseFromEnvironment();
    const database = definition.needsDatabase === false ? null : await resolveDatabase({ migrate: true });
    const handle = database ? createDb(database.url, { max: 2 }) : null;
    try {
      const result = await definition.run({ db: handle?.db as never, flags: new Flags(flags) });
      process.stdout.write(json ? JSON.stringify(result.json) + '\n' : result.text + '\n');
      return result.exitCode ?? 0;
    } finally {
      await handle?.sql.end({ timeout: 5 });
      await database?.stop();
    }
  } catch (error) {
    const known = error instanceof CliError || error instanceof DomainError || error instanceof ConfigError;
    const message = known ? (error as Error).message : `Error inesperado: ${String((error as Error)?.message ?? error)}`;
    process.stderr.write(json ? JSON.stringify({ error: message }) + '\n' : `Error: ${message}\n`);
    return known ? 2 : 1;
  }
}

// Explicit exit: embedded-postgres installs an exit hook that would otherwise reset the exit code.
process.exit(await main(process.argv.slice(2)));
