import { createApiKey } from '@/lib/api-keys/create-api-key';
import { revokeApiKey } from '@/lib/api-keys/revoke-api-key';
import { findApiKeyOrganization } from '@/lib/api-keys/find-api-key';
import { rollApiKey } from '@/lib/api-keys/roll-api-key';
import { rollGraceLabels, type RollGrace } from '@/lib/api-keys/roll-grace';
import { updateApiKey } from '@/lib/api-keys/update-api-key';
import { cliActor } from '@/lib/audit/record-audit';
import { ensureTestTwin, organizationModes } from '@/lib/organizations/test-mode';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { CliError } from '../args';
import { parseScopesFlag, scopesHelp } from '../scopes';
import { requireUuid } from './organizations';
import type { Command } from './types';

export const keyCreate: Command = {
  usage: "key:create --org ID --name N --scopes S1,S2|'*' [--mode live|test] [--expires-at ISO]",
  description: 'Crea una clave de API (se muestra una sola vez)',
  help: {
    options: [
      ['--org ID', 'Organización dueña de la clave (UUID)'],
      ['--name N', 'Nombre de la clave, para reconocerla en el panel'],
      ['--scopes S1,S2', scopesHelp],
      [
        '--mode MODO',
        'live (por omisión): clave de producción, flt_live_…; test: clave de prueba, flt_test_…, que lee y escribe solo los datos de prueba de la organización',
      ],
      ['--expires-at ISO', 'Fecha de expiración opcional (ISO 8601); sin ella, no expira'],
    ],
    examples: [
      `npm run cli -- key:create --org ${'5b0d3c2e-8f1a-4c55-9d0e-2f3a4b5c6d7e'} --name servidor --scopes orders:read,orders:write`,
      `npm run cli -- key:create --org ${'5b0d3c2e-8f1a-4c55-9d0e-2f3a4b5c6d7e'} --name todo --scopes '*' --expires-at 2027-01-01T00:00:00Z --json`,
      `npm run cli -- key:create --org ${'5b0d3c2e-8f1a-4c55-9d0e-2f3a4b5c6d7e'} --name pruebas --scopes '*' --mode test`,
    ],
    notes:
      'La clave completa se imprime una sola vez: guárdala en ese momento. Una clave de prueba pertenece al modo de prueba de la organización (se crea la primera vez, con $10,000.00 MXN de saldo de prueba; docs/modes.md).',
  },
  async run({ db, flags }) {
    const organizationId = requireUuid(flags.string('org'), 'org');
    const name = flags.string('name');
    const scopes = parseScopesFlag(flags.string('scopes'));
    const modeRaw = flags.optional('mode') ?? 'live';
    const expiresRaw = flags.optional('expires-at');
    flags.done();
    if (modeRaw !== 'live' && modeRaw !== 'test') throw new CliError(`--mode debe ser live o test (recibido: ${modeRaw})`);
    let expiresAt: Date | null = null;
    if (expiresRaw !== undefined) {
      expiresAt = new Date(expiresRaw);
      if (Number.isNaN(expiresAt.getTime())) throw new CliError(`--expires-at debe ser una fecha ISO 8601 (recibido: ${expiresRaw})`);
    }
    // --org names the organization as people know it, the live one; a test key belongs to its twin.
    const { mode } = await organizationModes(db, organizationId).catch((error: unknown) => {
      throw error instanceof DomainError && error.code === 'not_found'
        ? new CliError(`La organización ${organizationId} no existe`)
        : error;
    });
    if (mode === 'test') throw new CliError(`--org debe ser la organización de producción; para una clave de prueba usa --mode test`);
    const owner = modeRaw === 'test' ? (await ensureTestTwin(db, organizationId)).id : organizationId;
    const { apiKey, key } = await createApiKey(db, { organizationId: owner, name, scopes, expiresAt, actor: cliActor });
    const modeLabel = modeRaw === 'test' ? 'de prueba' : 'de producción';
    return {
      json: { id: apiKey.id, key, mode: modeRaw, organizationId: owner },
      text: `Clave ${modeLabel} creada: ${apiKey.id}\n${key}\nGuárdala ahora: no se volverá a mostrar.`,
    };
  },
};

export const keyRevoke: Command = {
  usage: 'key:revoke --id KEY_ID',
  description: 'Revoca una clave de API',
  help: {
    options: [['--id KEY_ID', 'La clave a revocar (UUID); deja de funcionar de inmediato']],
    examples: ['npm run cli -- key:revoke --id 9c1e2f3a-4b5c-4d6e-8f70-1a2b3c4d5e6f'],
  },
  async run({ db, flags }) {
    const id = requireUuid(flags.string('id'), 'id');
    flags.done();
    const revoked = await revokeApiKey(db, { id, actor: cliActor });
    const revokedAt = revoked.revokedAt!.toISOString();
    return { json: { id: revoked.id, revokedAt }, text: `Clave ${revoked.id} revocada el ${revokedAt}` };
  },
};

/** --grace as written on the command line (Spanish "ahora" for no grace). */
const graceFlags: Record<string, RollGrace> = { ahora: 'now', '1h': '1h', '24h': '24h', '7d': '7d' };

export const keyRoll: Command = {
  usage: 'key:roll --id KEY_ID --grace ahora|1h|24h|7d',
  description:
    'Rota una clave: crea otra con el mismo nombre y permisos (se muestra una sola vez); la anterior funciona hasta que termine el plazo',
  help: {
    options: [
      ['--id KEY_ID', 'La clave a rotar (UUID); no puede estar revocada ni expirada'],
      ['--grace PLAZO', 'Cuánto sigue funcionando la clave anterior: ahora, 1h, 24h o 7d; después responde 401 api_key_expired'],
    ],
    examples: ['npm run cli -- key:roll --id 9c1e2f3a-4b5c-4d6e-8f70-1a2b3c4d5e6f --grace 24h'],
    notes: 'La clave nueva se imprime una sola vez: guárdala en ese momento.',
  },
  async run({ db, flags }) {
    const id = requireUuid(flags.string('id'), 'id');
    const graceRaw = flags.string('grace');
    flags.done();
    const grace = graceFlags[graceRaw];
    if (!grace) throw new CliError(`--grace debe ser ahora, 1h, 24h o 7d (recibido: ${graceRaw})`);
    const organizationId = await findApiKeyOrganization(db, { id });
    const { apiKey, key, previous } = await rollApiKey(db, { organizationId, id, grace, actor: cliActor });
    const previousExpiresAt = previous.expiresAt!.toISOString();
    return {
      json: { id: apiKey.id, key, rolledFromId: previous.id, previousExpiresAt },
      text: [
        `Clave rotada: ${apiKey.id} reemplaza a ${previous.id}`,
        key,
        'Guárdala ahora: no se volverá a mostrar.',
        `La clave anterior funciona hasta ${previousExpiresAt} (plazo: ${rollGraceLabels[grace]}).`,
      ].join('\n'),
    };
  },
};

export const keyUpdate: Command = {
  usage: "key:update --id KEY_ID [--name N] [--scopes S1,S2|'*']",
  description: 'Cambia el nombre o los permisos de una clave (efecto inmediato)',
  help: {
    options: [
      ['--id KEY_ID', 'La clave a cambiar (UUID); su secreto no cambia'],
      ['--name N', 'Nombre nuevo'],
      ['--scopes S1,S2', scopesHelp],
    ],
    examples: ['npm run cli -- key:update --id 9c1e2f3a-4b5c-4d6e-8f70-1a2b3c4d5e6f --scopes orders:read,tracking:read'],
  },
  async run({ db, flags }) {
    const id = requireUuid(flags.string('id'), 'id');
    const name = flags.optional('name');
    const scopesRaw = flags.optional('scopes');
    const scopes = scopesRaw === undefined ? undefined : parseScopesFlag(scopesRaw);
    flags.done();
    if (name === undefined && scopes === undefined) throw new CliError('Indica --name, --scopes o ambos');
    const organizationId = await findApiKeyOrganization(db, { id });
    const updated = await updateApiKey(db, { organizationId, id, name, scopes, actor: cliActor });
    return {
      json: { id: updated.id, name: updated.name, scopes: updated.scopes },
      text: `Clave ${updated.id} actualizada: «${updated.name}», permisos ${updated.scopes.join(', ')}`,
    };
  },
};
