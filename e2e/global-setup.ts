// One seed for the whole e2e run, through the domain functions against the e2e server's fresh database:
// an organization with balance, its owner (also platform admin) and a plain member; then one browser
// sign-in per user, saved as storage state so specs start signed in (the sign-in spec signs in by hand).
import { writeFileSync } from 'node:fs';
import { chromium, type FullConfig } from '@playwright/test';
import { createDb } from '@/db/client';
import { createOrganization } from '@/lib/organizations/create-organization';
import { configureDatabaseFromEnvironment } from '@/lib/platform/db';
import { createUser } from '@/lib/users/create-user';
import { chromiumArgs, chromiumExecutable } from './browser';
import { MEMBER_STORAGE, OWNER_STORAGE, SEED_STATE_FILE, serverState, type Credentials, type SeedState } from './state';

// The pools opened here take DATABASE_PREPARE and their defaults from lib/platform/config.ts, as the server's do.
configureDatabaseFromEnvironment();

async function signIn(baseURL: string, user: Credentials, storagePath: string) {
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  try {
    const page = await browser.newPage({ baseURL });
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(user.email);
    await page.getByLabel('Contraseña').fill(user.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/dashboard', { timeout: 60_000 });
    await page.context().storageState({ path: storagePath });
  } finally {
    await browser.close();
  }
}

export default async function globalSetup(config: FullConfig) {
  const { databaseUrl } = serverState();
  const handle = createDb(databaseUrl, { max: 2 });
  let seed: SeedState;
  try {
    const org = await createOrganization(handle.db, { name: 'Tienda Aurora', balanceCentavos: 50_000_00, brandName: 'Aurora' });
    seed = {
      organizationId: org.id,
      owner: { email: 'owner@aurora.test', password: 'aurora-owner-2026' },
      member: { email: 'member@aurora.test', password: 'aurora-member-2026' },
    };
    await createUser(handle.db, { ...seed.owner, name: 'Olivia Owner', organizationId: org.id, role: 'owner', isPlatformAdmin: true });
    await createUser(handle.db, { ...seed.member, name: 'Mario Member', organizationId: org.id, role: 'viewer' });
    writeFileSync(SEED_STATE_FILE, JSON.stringify(seed, null, 2), { mode: 0o600 });
  } finally {
    await handle.sql.end({ timeout: 5 });
  }
  const baseURL = config.projects[0]?.use.baseURL ?? serverState().baseUrl;
  await signIn(baseURL, seed.owner, OWNER_STORAGE);
  await signIn(baseURL, seed.member, MEMBER_STORAGE);
}
