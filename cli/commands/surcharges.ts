// Surcharge commands (docs/billing.md, "Surcharges before purchase"; docs/guias/recargos.md): the extended zones file,
// a service's oversize/overweight rule and a fuel percentage with its validity dates.
import { readFile } from 'node:fs/promises';
import { addFuelSurcharge, importZones, setServiceRule } from '@/lib/pricing/surcharge-admin';
import { readZonesFile } from '@/lib/pricing/zones-file';
import { isCalendarDate } from '@/lib/platform/time/mexico-city';
import { CliError, type Flags } from '../args';
import { parseMxn } from './money';
import type { Command } from './types';

const carrierOption = ['--carrier NOMBRE', 'Paquetería: sandbox (nuestras tarifas; predeterminada), dhl_express, fedex'] as const;
const serviceOption = ['--service SERVICIO', 'Servicio (en sandbox: standard, express, same_day); sin él, todos los servicios'] as const;

function scope(flags: Flags): { carrier: string; service: string | null } {
  return { carrier: flags.optional('carrier') ?? 'sandbox', service: flags.optional('service') ?? null };
}

const scopeText = ({ carrier, service }: { carrier: string; service: string | null }) =>
  `${carrier}${service ? ` / ${service}` : ' (todos los servicios)'}`;

function positiveNumber(flags: Flags, name: string): number | null {
  const value = flags.number(name, { optional: true });
  if (value === undefined) return null;
  if (value <= 0 || value > 10_000) throw new CliError(`--${name} debe ser mayor que 0 y como máximo 10000 (recibido: ${value})`);
  return value;
}

export const zonesImport: Command = {
  usage: 'zones:import ARCHIVO.csv [--carrier NOMBRE] [--service SERVICIO] [--replace]',
  description: 'Carga las zonas extendidas y remotas por código postal desde un CSV (todo o nada)',
  help: {
    options: [
      [
        'ARCHIVO.csv',
        'Columnas: código postal o rango (23000 o 23000-23099), tipo (extendida/remota), recargo en pesos, días de entrega (lun,mié,vie; vacío: todos), días extra de tránsito',
      ],
      carrierOption,
      serviceOption,
      ['--replace', 'Borra antes las zonas de esa paquetería y servicio; sin él, un rango que se cruce con uno cargado se rechaza'],
    ],
    examples: [
      'npm run cli -- zones:import docs/examples/zonas-extendidas.csv --replace',
      'npm run cli -- zones:import zonas-express.csv --carrier sandbox --service express',
    ],
    notes:
      'Si alguna línea es inválida no se carga nada y se indica cada línea con su motivo. Las cotizaciones usan las zonas nuevas en cuanto termina el comando.',
  },
  async run({ db, flags }) {
    const file = flags.positional('el archivo CSV de zonas (zones:import ARCHIVO.csv)');
    const target = scope(flags);
    const replace = flags.boolean('replace');
    flags.done();
    const bytes = await readFile(file).catch(() => Promise.reject(new CliError(`No se encontró el archivo ${file}`)));
    const { rows, errors } = readZonesFile(bytes);
    if (errors.length > 0) throw new CliError(`No se cargó ninguna zona de ${file}:\n${errors.join('\n')}`);
    const result = await importZones(db, { ...target, rows, replace });
    return {
      json: { ...target, ...result },
      text: `${result.imported} zonas cargadas para ${scopeText(target)}${replace ? ` (${result.replaced} reemplazadas)` : ''}`,
    };
  },
};

export const surchargesSetRule: Command = {
  usage:
    'surcharges:set-rule [--carrier NOMBRE] [--service SERVICIO] [--max-side CM] [--max-girth CM] [--oversize MXN] [--max-weight KG] [--overweight-per-kg MXN]',
  description: 'Fija los recargos por sobredimensión y sobrepeso de un servicio (reemplaza su regla)',
  help: {
    options: [
      carrierOption,
      serviceOption,
      ['--max-side CM', 'Lado más largo permitido sin recargo, en cm'],
      ['--max-girth CM', 'Largo más contorno (largo + 2 × (ancho + alto)) permitido sin recargo, en cm'],
      ['--oversize MXN', 'Recargo por sobredimensión, en pesos'],
      ['--max-weight KG', 'Peso cobrable máximo del servicio, en kg'],
      ['--overweight-per-kg MXN', 'Recargo por cada kg (o fracción) sobre el máximo, en pesos'],
    ],
    examples: [
      'npm run cli -- surcharges:set-rule --max-side 120 --max-girth 300 --oversize 180 --max-weight 30 --overweight-per-kg 25',
      'npm run cli -- surcharges:set-rule --service same_day --max-weight 10 --overweight-per-kg 40',
    ],
    notes: 'La regla de un servicio tiene prioridad sobre la regla de la paquetería sin --service.',
  },
  async run({ db, flags }) {
    const target = scope(flags);
    const rule = {
      ...target,
      oversizeLongestSideCm: positiveNumber(flags, 'max-side'),
      oversizeGirthCm: positiveNumber(flags, 'max-girth'),
      oversizeCentavos: parseMxn(flags.optional('oversize'), 'oversize', { allowZero: true }) ?? 0,
      maxWeightKg: positiveNumber(flags, 'max-weight'),
      overweightPerKgCentavos: parseMxn(flags.optional('overweight-per-kg'), 'overweight-per-kg', { allowZero: true }) ?? 0,
    };
    flags.done();
    await setServiceRule(db, rule);
    return { json: rule, text: `Regla de recargos guardada para ${scopeText(target)}` };
  },
};

export const surchargesSetFuel: Command = {
  usage: 'surcharges:set-fuel --percent N --from AAAA-MM-DD [--to AAAA-MM-DD] [--carrier NOMBRE] [--service SERVICIO]',
  description: 'Agrega un recargo por combustible (porcentaje de la tarifa base y el peso extra) con fechas de vigencia',
  help: {
    options: [
      ['--percent N', 'Porcentaje, hasta dos decimales (8.5 = 8.5 %)'],
      ['--from AAAA-MM-DD', 'Primer día de vigencia (hora de la Ciudad de México), incluido'],
      ['--to AAAA-MM-DD', 'Día en que deja de aplicar (no incluido); sin él, sin fecha final'],
      carrierOption,
      serviceOption,
    ],
    examples: ['npm run cli -- surcharges:set-fuel --percent 8.5 --from 2026-12-01 --to 2027-01-01'],
    notes:
      'Si varios periodos cubren un día, aplica el que empezó más tarde; el de un servicio tiene prioridad sobre el de toda la paquetería.',
  },
  async run({ db, flags }) {
    const target = scope(flags);
    const percentText = flags.string('percent');
    const validFrom = flags.string('from');
    const validTo = flags.optional('to') ?? null;
    flags.done();
    if (!/^\d{1,2}(\.\d{1,2})?$/.test(percentText))
      throw new CliError(`--percent debe ser un porcentaje de 0 a 99.99 con hasta dos decimales (recibido: ${percentText})`);
    for (const [flag, day] of [
      ['from', validFrom],
      ['to', validTo],
    ] as const) {
      if (day !== null && !isCalendarDate(day)) throw new CliError(`--${flag} debe ser una fecha AAAA-MM-DD (recibido: ${day})`);
    }
    const rateBasisPoints = Math.round(Number(percentText) * 100);
    const { id } = await addFuelSurcharge(db, { ...target, rateBasisPoints, validFrom, validTo });
    return {
      json: { id, ...target, rateBasisPoints, validFrom, validTo },
      text: `Recargo por combustible de ${percentText} % para ${scopeText(target)} desde ${validFrom}${validTo ? ` hasta ${validTo} (sin incluirlo)` : ''}`,
    };
  },
};
