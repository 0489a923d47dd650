// The command line's help, in Spanish: the list of commands, and each command's own help (its `help`
// declaration in cli/commands/*.ts). `--help`, `-h` and `help <comando>` print it; nothing else runs.
import { CliError } from './args';
import { commands } from './commands';
import type { Command } from './commands/types';

const COMMON_OPTIONS: ReadonlyArray<readonly [string, string]> = [
  ['--json', 'Imprime el resultado (o el error) como JSON'],
  ['-h, --help', 'Muestra esta ayuda'],
];

export function overview(): string {
  const width = Math.max(...Object.keys(commands).map((n) => n.length)) + 2;
  const lines = Object.entries(commands).map(([name, c]) => `  ${name.padEnd(width)}${c.description}`);
  return [
    'Uso: npm run cli -- <comando> [opciones] [--json]',
    '',
    'Comandos:',
    ...lines,
    '',
    'Ayuda de un comando: npm run cli -- <comando> --help (o: npm run cli -- help <comando>)',
    '',
  ].join('\n');
}

export function commandHelp(name: string): string {
  const command: Command | undefined = commands[name];
  if (!command) throw unknownCommand(name);
  const options = [...command.help.options, ...COMMON_OPTIONS];
  const width = Math.max(...options.map(([flag]) => flag.length)) + 2;
  return [
    `${name}: ${command.description}`,
    '',
    `Uso: npm run cli -- ${command.usage} [--json]`,
    '',
    'Opciones:',
    ...options.map(([flag, text]) => `  ${flag.padEnd(width)}${text}`),
    ...(command.help.notes ? ['', command.help.notes] : []),
    '',
    command.help.examples.length > 1 ? 'Ejemplos:' : 'Ejemplo:',
    ...command.help.examples.map((e) => `  ${e}`),
    '',
  ].join('\n');
}

export function unknownCommand(name: string): CliError {
  return new CliError(`Comando desconocido: ${name}\n\n${overview()}`);
}

const isHelpFlag = (arg: string) => arg === '--help' || arg === '-h';

/**
 * The help `argv` asks for, or null when it asks for none: `help [comando]`, `--help`/`-h` alone, or
 * `<comando> … --help` (which wins over every other option, so `key:create --help` never says "Falta --org").
 */
export function helpRequest(argv: string[]): string | null {
  const [first, ...rest] = argv;
  if (first === undefined) return null;
  if (first === 'help' || isHelpFlag(first)) return rest[0] && !isHelpFlag(rest[0]) ? commandHelp(rest[0]) : overview();
  if (rest.some(isHelpFlag)) return commandHelp(first);
  return null;
}
