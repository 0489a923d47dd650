// Carrier commands (docs/carriers.md): the platform's (or an organization's) carrier account, and an organization's
// margin over carrier cost. Credentials are read from a JSON file or standard input, never from the command line,
// where they would stay in the shell's history and the process list.
import { readFile } from 'node:fs/promises';
import { cliActor } from '@/lib/audit/record-audit';
import { deleteCarrierAccount, saveCarrierAccount } from '@/lib/carriers/carrier-accounts';
import { MAX_MARGIN_BASIS_POINTS, setCarrierMargin } from '@/lib/carriers/carrier-margin';
import { accountCarriers } from '@/lib/providers/registry';
import { CliError, type Flags } from '../args';
import { requireUuid } from './organizations';
import type { Command } from './types';

const carrierNames = () => accountCarriers().map((m) => m.name);

/** --platform or --org ID, exactly one: whose account. */
function owner(flags: Flags): string | null {
  const platform = flags.boolean('platform');
  const org = flags.optional('org');
  if (platform === (org !== undefined))
    throw new CliError('Indica --platform (cuenta de la plataforma) o --org ID (cuenta de una organización), solo una.');
  return org === undefined ? null : requireUuid(org, 'org');
}

async function readCredentials(file: string): Promise<unknown> {
  const text =
    file === '-'
      ? await readStdin()
      : await readFile(file, 'utf8').catch(() => Promise.reject(new CliError(`No se encontró el archivo ${file}`)));
  try {
    return JSON.parse(text);
  } catch {
    throw new CliError('Las credenciales deben ser un objeto JSON, p. ej. {"apiKey": "…", "apiSecret": "…", "accountNumber": "…"}.');
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export const carrierSet: Command = {
  usage: 'carrier:set --carrier NOMBRE (--platform | --org ID) --credentials-file RUTA',
  description: 'Guarda la cuenta de una paquetería (de la plataforma o de una organización), validada con la paquetería',
  help: {
    options: [
      ['--carrier NOMBRE', 'La paquetería: dhl_express, fedex… (las registradas en lib/providers/registry.ts)'],
      ['--platform', 'La cuenta de la plataforma: la usan las organizaciones sin cuenta propia'],
      ['--org ID', 'La cuenta propia de una organización (UUID)'],
      ['--credentials-file RUTA', 'Archivo JSON con las credenciales, o - para leerlas de la entrada estándar'],
    ],
    examples: [
      'npm run cli -- carrier:set --carrier dhl_express --platform --credentials-file ./dhl.json',
      'npm run cli -- carrier:set --carrier dhl_express --org 5b0d3c2e-8f1a-4c55-9d0e-2f3a4b5c6d7e --credentials-file - < ./dhl.json',
    ],
    notes:
      'Las credenciales se validan con una llamada ligera a la paquetería y solo se guardan si las acepta, cifradas (CARRIER_CREDENTIALS_KEY, o una llave derivada de AUTH_SECRET). Nunca se imprimen: solo sus últimos 4 caracteres.',
  },
  async run({ db, flags }) {
    const carrier = flags.string('carrier');
    const organizationId = owner(flags);
    const file = flags.string('credentials-file');
    flags.done();
    if (!carrierNames().includes(carrier))
      throw new CliError(`--carrier debe ser una de: ${carrierNames().join(', ')} (recibido: ${carrier})`);
    const saved = await saveCarrierAccount(db, { organizationId, carrier, credentials: await readCredentials(file), actor: cliActor });
    const whose = organizationId === null ? 'de la plataforma' : `de ${organizationId}`;
    const preview = Object.entries(saved.preview)
      .map(([field, value]) => `${field} ${value}`)
      .join(', ');
    return {
      json: { carrier: saved.carrier, organizationId, enabled: saved.enabled, preview: saved.preview },
      text: `Cuenta de ${saved.displayName} ${whose} validada y guardada (${preview})`,
    };
  },
};

export const carrierRemove: Command = {
  usage: 'carrier:remove --carrier NOMBRE (--platform | --org ID)',
  description: 'Elimina la cuenta de una paquetería y sus credenciales',
  help: {
    options: [
      ['--carrier NOMBRE', 'La paquetería: dhl_express, fedex…'],
      ['--platform', 'La cuenta de la plataforma'],
      ['--org ID', 'La cuenta propia de una organización (UUID)'],
    ],
    examples: ['npm run cli -- carrier:remove --carrier fedex --platform'],
  },
  async run({ db, flags }) {
    const carrier = flags.string('carrier');
    const organizationId = owner(flags);
    flags.done();
    await deleteCarrierAccount(db, { organizationId, carrier, actor: cliActor });
    return { json: { carrier, organizationId, deleted: true }, text: `Cuenta de ${carrier} eliminada` };
  },
};

export const orgSetMargin: Command = {
  usage: 'org:set-margin --org ID --basis-points N|default',
  description: 'Fija el margen de una organización sobre el costo de las paqueterías',
  help: {
    options: [
      ['--org ID', 'Organización (UUID)'],
      [
        '--basis-points N|default',
        `Margen en puntos base (1500 = 15 %), entero de 0 a ${MAX_MARGIN_BASIS_POINTS}; default vuelve al margen general (CARRIER_MARGIN_BASIS_POINTS)`,
      ],
    ],
    examples: ['npm run cli -- org:set-margin --org 5b0d3c2e-8f1a-4c55-9d0e-2f3a4b5c6d7e --basis-points 1200'],
  },
  async run({ db, flags }) {
    const organizationId = requireUuid(flags.string('org'), 'org');
    const raw = flags.string('basis-points');
    flags.done();
    const basisPoints = raw === 'default' ? null : Number(raw);
    if (basisPoints !== null && (!Number.isInteger(basisPoints) || basisPoints < 0 || basisPoints > MAX_MARGIN_BASIS_POINTS)) {
      throw new CliError(`--basis-points debe ser un entero entre 0 y ${MAX_MARGIN_BASIS_POINTS}, o default`);
    }
    const saved = await setCarrierMargin(db, { organizationId, basisPoints, actor: cliActor });
    return {
      json: saved,
      text: `Margen de ${organizationId}: ${saved.effectiveBasisPoints / 100} %${basisPoints === null ? ' (el general)' : ''}`,
    };
  },
};
