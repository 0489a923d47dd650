import { membershipRoles, type MembershipRole } from '@/db/schema';
import { cliActor } from '@/lib/audit/record-audit';
import { setUserPassword } from '@/lib/auth/set-user-password';
import { findUserIdByEmail, removeMembership } from '@/lib/users/memberships';
import { createUser } from '@/lib/users/create-user';
import { CliError } from '../args';
import { requireUuid } from './organizations';
import type { Command } from './types';

export const userCreate: Command = {
  usage: `user:create --email E --password P --org ID [--role ${membershipRoles.join('|')}] [--platform-admin]`,
  description: 'Crea un usuario del panel y lo une a una organización',
  help: {
    options: [
      ['--email E', 'Correo con el que inicia sesión'],
      ['--password P', 'Contraseña, de al menos 8 caracteres'],
      ['--org ID', 'Organización a la que se une (UUID)'],
      ['--role ROL', `Rol en la organización: ${membershipRoles.join(', ')} (viewer por omisión)`],
      ['--platform-admin', 'Lo hace administrador de la plataforma (ve todas las organizaciones)'],
    ],
    examples: [
      "npm run cli -- user:create --email ana@example.com --password 'contraseña-segura' --org 5b0d3c2e-8f1a-4c55-9d0e-2f3a4b5c6d7e --role admin",
    ],
  },
  async run({ db, flags }) {
    const email = flags.string('email');
    const password = flags.string('password');
    const organizationId = requireUuid(flags.string('org'), 'org');
    const role = (flags.optional('role') ?? 'viewer') as MembershipRole;
    const isPlatformAdmin = flags.boolean('platform-admin');
    flags.done();
    if (!membershipRoles.includes(role)) throw new CliError(`--role debe ser uno de: ${membershipRoles.join(', ')}`);
    const user = await createUser(db, { email, password, organizationId, role, isPlatformAdmin, actor: cliActor });
    return {
      json: { id: user.id },
      text: `Usuario creado: ${user.id} (${user.email}, ${role}${isPlatformAdmin ? ', administrador de plataforma' : ''})`,
    };
  },
};

export const userSetPassword: Command = {
  usage: 'user:set-password --email E --password P',
  description: 'Cambia la contraseña de un usuario del panel y cierra todas sus sesiones',
  help: {
    options: [
      ['--email E', 'Correo del usuario'],
      ['--password P', 'Contraseña nueva, de al menos 8 caracteres'],
    ],
    examples: ["npm run cli -- user:set-password --email ana@example.com --password 'otra-contraseña-segura'"],
  },
  async run({ db, flags }) {
    const email = flags.string('email');
    const password = flags.string('password');
    flags.done();
    const userId = await findUserIdByEmail(db, { email });
    const { revokedSessions } = await setUserPassword(db, { userId, password, actor: cliActor });
    return {
      json: { id: userId, revokedSessions },
      text: `Contraseña cambiada: ${userId}. Sesiones cerradas: ${revokedSessions}.`,
    };
  },
};

export const memberRemove: Command = {
  usage: 'member:remove --org ID --email E',
  description: 'Quita a un usuario de una organización y cierra todas sus sesiones del panel',
  help: {
    options: [
      ['--org ID', 'Organización (UUID)'],
      ['--email E', 'Correo del usuario'],
    ],
    examples: ['npm run cli -- member:remove --org 5b0d3c2e-8f1a-4c55-9d0e-2f3a4b5c6d7e --email ana@example.com'],
    notes: 'No quita al último propietario de una organización.',
  },
  async run({ db, flags }) {
    const organizationId = requireUuid(flags.string('org'), 'org');
    const email = flags.string('email');
    flags.done();
    const userId = await findUserIdByEmail(db, { email });
    const { revokedSessions } = await removeMembership(db, { organizationId, userId, actor: cliActor });
    return {
      json: { organizationId, userId, revokedSessions },
      text: `Usuario ${userId} quitado de la organización ${organizationId}. Sesiones cerradas: ${revokedSessions}.`,
    };
  },
};
