import type { Db } from '@/db/client';
import type { Flags } from '../args';

export type CommandContext = { db: Db; flags: Flags };
/** A command returns the object printed with --json; `text` is the human-readable form. */
export type CommandResult = { json: Record<string, unknown>; text: string };
export type Command = {
  usage: string;
  description: string;
  /** false for commands that talk to a running service instead of the database */
  needsDatabase?: boolean;
  run: (ctx: CommandContext) => Promise<CommandResult>;
};
