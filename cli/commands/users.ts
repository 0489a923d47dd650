import { membershipRoles, type MembershipRole } from '@/db/schema';
import { createUser } from '@/lib/users/create-user';
import { CliError } from '../args';
import { requireUuid } from './organizations';
import type { Command } from './types';

export const userCreate: Command = {
  usage: 'user:create --email E --password P --org ID [--role owner|admin|member] [--platform-admin]',
  description: 'Crea un usuario del panel y lo une a una organización',
  async run({ db, flags }) {
    const email = flags.string('email');
    const password = flags.string('password');
    const organizationId = requireUuid(flags.string('org'), 'org');
    const role = (flags.optional('role') ?? 'member') as MembershipRole;
    const isPlatformAdmin = flags.boolean('platform-admin');
    flags.done();
    if (!membershipRoles.includes(role)) throw new CliError(`--role debe ser uno de: ${membershipRoles.join(', ')}`);
    const user = await createUser(db, { email, password, organizationId, role, isPlatformAdmin });
    return { json: { id: user.id }, text: `Usuario creado: ${user.id} (${user.email}, ${role}${isPlatformAdmin ? ', administrador de plataforma' : ''})` };
  },
};
