// The platform's cash-on-delivery commands (issue 35, docs/cod.md "Remittances"): operator keys, importing a provider's
// remittance file, and the sandbox's remittance file of a day.
import { readFile, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { createOperatorKey, revokeOperatorKey } from '@/lib/cod/operator-keys';
import { importRemittanceFile } from '@/lib/cod/remittances/import-file';
import type { RemittanceReport } from '@/lib/cod/remittances/remittance-report';
import { writeSandboxRemittance } from '@/lib/cod/remittances/sandbox-remittance';
import { formatMxn } from '@/lib/platform/money/format';
import { CliError } from '../args';
import { requireUuid } from './organizations';
import type { Command } from './types';

/** "1 línea", "3 líneas". */
const lines = (count: number) => `${count.toLocaleString('es-MX')} ${count === 1 ? 'línea' : 'líneas'}`;

export const operatorKeyCreate: Command = {
  usage: 'operator-keys:create NOMBRE',
  description: 'Crea una clave de operador de la plataforma (emx_op_…, se muestra una sola vez) para importar remesas',
  help: {
    options: [],
    examples: ['npm run cli -- operator-keys:create tesoreria'],
    notes:
      'La clave es la única credencial que acepta POST /api/v1/cod/remittances (Authorization: Bearer emx_op_…); la de una organización no sirve. Se guarda solo su huella SHA-256: guárdala en ese momento.',
  },
  async run({ db, flags }) {
    const name = flags.positional('el nombre de la clave (operator-keys:create NOMBRE)');
    flags.done();
    const { operatorKey, key } = await createOperatorKey(db, { name });
    return {
      json: { id: operatorKey.id, name: operatorKey.name, key },
      text: `Clave de operador creada: ${operatorKey.id} (${operatorKey.name})\n${key}\nGuárdala ahora: no se volverá a mostrar.`,
    };
  },
};

export const operatorKeyRevoke: Command = {
  usage: 'operator-keys:revoke ID',
  description: 'Revoca una clave de operador; deja de funcionar de inmediato',
  help: { options: [], examples: ['npm run cli -- operator-keys:revoke 9c1e2f3a-4b5c-4d6e-8f70-1a2b3c4d5e6f'] },
  async run({ db, flags }) {
    const id = requireUuid(flags.positional('el identificador de la clave (operator-keys:revoke ID)'), 'id');
    flags.done();
    const revoked = await revokeOperatorKey(db, { id });
    const at = revoked.revokedAt!.toISOString();
    return { json: { id: revoked.id, revokedAt: at }, text: `Clave de operador ${revoked.id} revocada el ${at}` };
  },
};

const outcomeLabels = {
  matched: 'Conciliadas y pagadas',
  amount_differs: 'Con monto distinto',
  unknown_guide: 'Con guía desconocida',
  not_collected: 'Sin cobro registrado',
  already_remitted: 'Ya remitidas',
} as const;

function reportText(report: RemittanceReport): string {
  const head = report.duplicate
    ? `La remesa ${report.reference} ya se había importado (${report.createdAt}); no se aplicó nada. Reporte de entonces:`
    : `Remesa ${report.reference} importada: ${report.id}`;
  const counts = Object.entries(outcomeLabels).map(
    ([outcome, label]) => `  ${label}: ${report.outcomes[outcome as keyof typeof outcomeLabels]}`,
  );
  const problems = report.lines
    .filter((l) => l.outcome !== 'matched')
    .map((l) => `  línea ${l.lineNumber} (${l.trackingNumber}): ${l.message}`);
  return [
    head,
    `${lines(report.lineCount)} por ${formatMxn(Math.round(report.total * 100))}; pagado a comercios: ${formatMxn(Math.round(report.matchedTotal * 100))}`,
    ...counts,
    ...(problems.length > 0 ? ['Líneas no conciliadas:', ...problems] : []),
    ...(report.nextAfterLine !== null
      ? [`(hay más líneas: GET /api/v1/cod/remittances/${report.id}?afterLine=${report.nextAfterLine})`]
      : []),
  ].join('\n');
}

export const codImportRemittance: Command = {
  usage: 'cod:import-remittance ARCHIVO.csv [--reference REFERENCIA]',
  description: 'Importa el archivo de remesa de contra entrega del proveedor: concilia cada línea y paga a los comercios',
  help: {
    options: [
      [
        '--reference REFERENCIA',
        'Referencia de la remesa, si el archivo no trae la columna referencia_remesa (si la trae, deben coincidir)',
      ],
    ],
    examples: [
      'npm run cli -- cod:import-remittance remesa-2026-11-27.csv',
      'npm run cli -- cod:import-remittance remesa.csv --reference REM-2026-0042',
    ],
    notes:
      'Columnas: guia, monto, fecha_cobro (opcional) y referencia_remesa (docs/cod.md). Un archivo con una línea inválida no aplica nada. La misma referencia otra vez no paga nada dos veces.',
  },
  async run({ db, flags }) {
    const file = flags.positional('el archivo de la remesa (cod:import-remittance ARCHIVO.csv)');
    const reference = flags.optional('reference') ?? null;
    flags.done();
    const bytes = await readFile(file).catch(() => Promise.reject(new CliError(`No se encontró el archivo ${file}`)));
    const report = await importRemittanceFile(db, { bytes, fileName: basename(file), reference, source: 'cli', importedBy: 'cli' });
    return { json: report as unknown as Record<string, unknown>, text: reportText(report) };
  },
};

export const codSandboxRemittance: Command = {
  usage: 'cod:sandbox-remittance AAAA-MM-DD [--out ARCHIVO.csv]',
  description: 'Escribe el archivo de remesa que mandaría el proveedor por los pedidos de prueba (sandbox) cobrados ese día',
  help: {
    options: [['--out ARCHIVO.csv', 'Dónde escribir el CSV; sin él, se imprime']],
    examples: ['npm run cli -- cod:sandbox-remittance 2026-11-27 --out remesa.csv'],
    notes:
      'Solo los cobros registrados y aún no remitidos de pedidos del modo de prueba (proveedor sandbox), con fecha de cobro de ese día (hora de la Ciudad de México); nunca los de una organización en producción, cuyo saldo es real. Luego: npm run cli -- cod:import-remittance remesa.csv',
  },
  async run({ db, flags }) {
    const day = flags.positional('la fecha de cobro (cod:sandbox-remittance AAAA-MM-DD)');
    const out = flags.optional('out');
    flags.done();
    const remittance = await writeSandboxRemittance(db, { day });
    if (remittance.lineCount === 0)
      throw new CliError(`No hay cobros de pedidos de prueba sin remitir con fecha ${day}; no se escribió nada.`);
    if (out) await writeFile(out, remittance.csv);
    const summary = `Remesa ${remittance.reference}: ${lines(remittance.lineCount)} por ${formatMxn(remittance.totalCentavos)}`;
    return {
      json: {
        reference: remittance.reference,
        lineCount: remittance.lineCount,
        totalCentavos: remittance.totalCentavos,
        ...(out ? { file: out } : { csv: remittance.csv }),
      },
      text: out ? `${summary}, escrita en ${out}` : `${summary}\n${remittance.csv.trimEnd()}`,
    };
  },
};
