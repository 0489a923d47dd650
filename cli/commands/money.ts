import { CliError } from '../args';

/** Parses an MXN amount with at most two decimals into centavos. */
export function parseMxn(raw: string | undefined, flag: string, options: { allowZero?: boolean } = {}): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d+(\.\d{1,2})?$/.test(raw.trim())) {
    throw new CliError(`--${flag} debe ser un monto en MXN con hasta dos decimales (recibido: ${raw})`);
  }
  const centavos = Math.round(Number(raw) * 100);
  if (!options.allowZero && centavos <= 0) throw new CliError(`--${flag} debe ser mayor que 0`);
  if (centavos > 100_000_000_00) throw new CliError(`--${flag} es demasiado grande`);
  return centavos;
}
