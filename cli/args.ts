// A small, strict flag parser: --name value, --flag (boolean), at most one positional argument (a file: read with
// flags.positional()), and nothing unexpected.
export class CliError extends Error {}

/** Where the one positional argument is kept among the flags. */
const POSITIONAL = '_';

export type Parsed = { command: string | undefined; flags: Map<string, string | true> };

export function parseArgs(argv: string[]): Parsed {
  const [command, ...rest] = argv;
  const flags = new Map<string, string | true>();
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (!arg.startsWith('--')) {
      if (flags.has(POSITIONAL)) throw new CliError(`Argumento inesperado: ${arg}`);
      flags.set(POSITIONAL, arg);
      continue;
    }
    const eq = arg.indexOf('=');
    if (eq > 0) {
      flags.set(arg.slice(2, eq), arg.slice(eq + 1));
      continue;
    }
    const next = rest[i + 1];
    if (next !== undefined && !next.startsWith('--')) {
      flags.set(arg.slice(2), next);
      i++;
    } else {
      flags.set(arg.slice(2), true);
    }
  }
  return { command, flags };
}

export class Flags {
  private readonly used = new Set<string>(['json']);
  constructor(private readonly flags: Map<string, string | true>) {}

  string(name: string): string {
    const value = this.optional(name);
    if (value === undefined) throw new CliError(`Falta --${name}`);
    return value;
  }
  optional(name: string): string | undefined {
    this.used.add(name);
    const value = this.flags.get(name);
    if (value === true) throw new CliError(`--${name} necesita un valor`);
    return value;
  }
  boolean(name: string): boolean {
    this.used.add(name);
    const value = this.flags.get(name);
    if (value === undefined) return false;
    if (value === true || value === 'true') return true;
    if (value === 'false') return false;
    throw new CliError(`--${name} no lleva valor`);
  }
  number(name: string, options: { optional: true }): number | undefined;
  number(name: string): number;
  number(name: string, options?: { optional: true }): number | undefined {
    const raw = options?.optional ? this.optional(name) : this.string(name);
    if (raw === undefined) return undefined;
    const value = Number(raw);
    if (!Number.isFinite(value)) throw new CliError(`--${name} debe ser un número (recibido: ${raw})`);
    return value;
  }
  /** The positional argument (`zones:import archivo.csv`), required. */
  positional(what: string): string {
    this.used.add(POSITIONAL);
    const value = this.flags.get(POSITIONAL);
    if (typeof value !== 'string') throw new CliError(`Falta ${what}`);
    return value;
  }
  /** Refuses flags the command does not know, so typos never pass silently. */
  done(): void {
    const extra = this.flags.get(POSITIONAL);
    if (typeof extra === 'string' && !this.used.has(POSITIONAL)) throw new CliError(`Argumento inesperado: ${extra}`);
    const unknown = [...this.flags.keys()].filter((k) => k !== POSITIONAL && !this.used.has(k));
    if (unknown.length) throw new CliError(`Opción desconocida: ${unknown.map((k) => `--${k}`).join(', ')}`);
  }
}
