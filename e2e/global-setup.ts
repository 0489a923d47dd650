// One seed for the whole e2e run, through the domain functions against the e2e server's fresh database:
// an organization with balance, its owner (also platform admin) and a plain member.
import { writeFileSync } from 'node:fs';
import { createDb } from '@/db/client';
import { createOrganization } from '@/lib/organizations/create-organization';
import { createUser } from '@/lib/users/create-user';
import { SEED_STATE_FILE, serverState, type SeedState } from './state';

export default async function globalSetup() {
  const { databaseUrl } = serverState();
  const handle = createDb(databaseUrl, { max: 2 });
  try {
    const org = await createOrganization(handle.db, { name: 'Tienda Aurora', balanceCentavos: 5_000_00, brandName: 'Aurora' });
    const seed: SeedState = {
      organizationId: org.id,
      owner: { email: 'owner@aurora.test', password: 'aurora-owner-2026' },
      member: { email: 'member@aurora.test', password: 'aurora-member-2026' },
    };
    await createUser(handle.db, { ...seed.owner, name: 'Olivia Owner', organizationId: org.id, role: 'owner', isPlatformAdmin: true });
    await createUser(handle.db, { ...seed.member, name: 'Mario Member', organizationId: org.id, role: 'member' });
    writeFileSync(SEED_STATE_FILE, JSON.stringify(seed, null, 2), { mode: 0o600 });
  } finally {
    await handle.sql.end({ timeout: 5 });
  }
}
