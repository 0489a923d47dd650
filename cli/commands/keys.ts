import { createApiKey, revokeApiKey } from '@/lib/api-keys/create-api-key';
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
