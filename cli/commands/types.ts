import type { Db } from '@/db/client';
import type { Flags } from '../args';

export type CommandContext = { db: Db; flags: Flags };
/** A command returns the object printed with --json; `text` is the human-readable form. */
export type CommandResult = {
  json: Record<string, unknown>;
  text: string;
  /** the process's exit code: 0 by default; a check that finds a problem (ledger:verify) says 1 */
  exitCode?: number;
};

/**
 * What `<command> --help` prints (cli/help.ts), in Spanish, declared next to the command's definition. Every
 * option the command reads is listed (a test checks each one appears); --json and --help are added for all.
 */
export type CommandHelp = {
  /** [flag with its value placeholder, what it does], e.g. ['--org ID', 'Organización (UUID)'] */
  options: ReadonlyArray<readonly [flag: string, description: string]>;
  /** complete invocations, e.g. 'npm run cli -- key:revoke --id 5b0d…' */
  examples: readonly string[];
  /** optional paragraph printed after the options */
  notes?: string;
};

export type Command = {
  usage: string;
  description: string;
  help: CommandHelp;
  /** false for commands that talk to a running service instead of the database */
  needsDatabase?: boolean;
  run: (ctx: CommandContext) => Promise<CommandResult>;
};
