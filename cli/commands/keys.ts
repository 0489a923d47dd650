import { createApiKey, revokeApiKey } from '@/lib/api-keys/create-api-key';
import { findApiKeyOrganization } from '@/lib/api-keys/find-api-key';
import { rollApiKey } from '@/lib/api-keys/roll-api-key';
import { rollGraceLabels, type RollGrace } from '@/lib/api-keys/roll-grace';
import { updateApiKey } from '@/lib/api-keys/update-api-key';
import { CliError } from '../args';
import { requireUuid } from './organizations';
import type { Command } from './types';

export const keyCreate: Command = {
  usage: "key:create --org ID --name N --scopes S1,S2 or '*' [--expires-at ISO]",
  description: 'Crea una clave de API (se muestra una sola vez)',
  async run({ db, flags }) {
    const organizationId = requireUuid(flags.string('org'), 'org');
    const name = flags.string('name');
    const scopes = flags.string('scopes').split(',');
    const expiresRaw = flags.optional('expires-at');
    flags.done();
    let expiresAt: Date | null = null;
    if (expiresRaw !== undefined) {
      expiresAt = new Date(expiresRaw);
      if (Number.isNaN(expiresAt.getTime())) throw new CliError(`--expires-at debe ser una fecha ISO 8601 (recibido: ${expiresRaw})`);
    }
    const { apiKey, key } = await createApiKey(db, { organizationId, name, scopes, expiresAt });
    return {
      json: { id: apiKey.id, key },
      text: `Clave creada: ${apiKey.id}\n${key}\nGuárdala ahora: no se volverá a mostrar.`,
    };
  },
};

export const keyRevoke: Command = {
  usage: 'key:revoke --id KEY_ID',
  description: 'Revoca una clave de API',
  async run({ db, flags }) {
    const id = requireUuid(flags.string('id'), 'id');
    flags.done();
    const revoked = await revokeApiKey(db, { id });
    const revokedAt = revoked.revokedAt!.toISOString();
    return { json: { id: revoked.id, revokedAt }, text: `Clave ${revoked.id} revocada el ${revokedAt}` };
  },
};

/** --grace as written on the command line (Spanish "ahora" for no grace). */
const graceFlags: Record<string, RollGrace> = { ahora: 'now', '1h': '1h', '24h': '24h', '7d': '7d' };

export const keyRoll: Command = {
  usage: 'key:roll --id KEY_ID --grace ahora|1h|24h|7d',
  description: 'Rota una clave: crea otra con el mismo nombre y permisos (se muestra una sola vez); la anterior funciona hasta que termine el plazo',
  async run({ db, flags }) {
    const id = requireUuid(flags.string('id'), 'id');
    const graceRaw = flags.string('grace');
    flags.done();
    const grace = graceFlags[graceRaw];
    if (!grace) throw new CliError(`--grace debe ser ahora, 1h, 24h o 7d (recibido: ${graceRaw})`);
    const organizationId = await findApiKeyOrganization(db, { id });
    const { apiKey, key, previous } = await rollApiKey(db, { organizationId, id, grace });
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
  usage: "key:update --id KEY_ID [--name N] [--scopes S1,S2 or '*']",
  description: 'Cambia el nombre o los permisos de una clave (efecto inmediato)',
  async run({ db, flags }) {
    const id = requireUuid(flags.string('id'), 'id');
    const name = flags.optional('name');
    const scopes = flags.optional('scopes')?.split(',');
    flags.done();
    if (name === undefined && scopes === undefined) throw new CliError('Indica --name, --scopes o ambos');
    const organizationId = await findApiKeyOrganization(db, { id });
    const updated = await updateApiKey(db, { organizationId, id, name, scopes });
    return {
      json: { id: updated.id, name: updated.name, scopes: updated.scopes },
      text: `Clave ${updated.id} actualizada: «${updated.name}», permisos ${updated.scopes.join(', ')}`,
    };
  },
};
