// Whether an organization is live or the test-mode twin of a live one (docs/modes.md). An organization's mode never
// changes (a twin is created as test and stays test), so the answer is kept in memory once read.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import type { OrganizationMode } from '@/db/schema';

const MAX_ENTRIES = 50_000;
const modes = new Map<string, OrganizationMode>();

/** 'live' or 'test'; 'live' for an organization that does not exist (nothing of it can be bought anyway). */
export async function organizationMode(db: DbOrTx, organizationId: string): Promise<OrganizationMode> {
  const known = modes.get(organizationId);
  if (known) return known;
  const [row] = await db.execute<{ mode: OrganizationMode }>(sql`select mode from organizations where id = ${organizationId}::uuid`);
  if (!row) return 'live';
  if (modes.size >= MAX_ENTRIES) modes.clear();
  modes.set(organizationId, row.mode);
  return row.mode;
}
