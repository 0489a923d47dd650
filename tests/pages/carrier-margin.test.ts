// An organization's margin over carrier cost (lib/carriers/carrier-margin.ts) is the platform's to set: the admin
// page's action (app/(dashboard)/dashboard/admin/paqueterias/actions.ts) refuses every member of the organization,
// its owner included, and the platform admin's change is read back by marginBasisPoints and audited. The actions
// run as Next.js runs them, in a request scope with a real Auth.js session cookie of a real session row.
// first: it sets up what Next.js's request storage needs before anything loads Next.js
import { inRequestScope } from '../helpers/auth-server';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { encode } from 'next-auth/jwt';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, type MembershipRole } from '@/db/schema';
import { createUserSession } from '@/lib/auth/user-sessions';
import { marginBasisPoints } from '@/lib/carriers/carrier-accounts';
import { createUser } from '@/lib/users/create-user';
import { createTestOrg } from '../helpers/fixtures';

const ORIGIN = 'http://127.0.0.1:3000';

async function signedIn(organizationId: string, role: MembershipRole, isPlatformAdmin = false) {
  const email = `${role}-${randomBytes(4).toString('hex')}@margen.test`;
  const user = await createUser(getDb(), { email, password: 'contraseña-de-prueba-1', organizationId, role, isPlatformAdmin });
  const sessionId = await createUserSession(getDb(), { userId: user.id });
  const jwt = await encode({ token: { sub: user.id, sid: sessionId }, secret: process.env.AUTH_SECRET!, salt: 'authjs.session-token' });
  return { userId: user.id, cookie: `authjs.session-token=${jwt}` };
}

async function setMarginAs(cookie: string, input: { organizationId: string; basisPoints: number | null }) {
  const { setCarrierMarginAction } = await import('@/app/(dashboard)/dashboard/admin/paqueterias/actions');
  const req = new Request(`${ORIGIN}/dashboard/admin/paqueterias`, {
    method: 'POST',
    headers: { host: '127.0.0.1:3000', 'x-forwarded-proto': 'http', cookie, origin: ORIGIN },
  });
  return (await inRequestScope(req, () => setCarrierMarginAction(input))).value;
}

describe('the margin over carrier cost', () => {
  it('the organization’s own owner cannot set it; a platform admin can, and clears it back to the default', async () => {
    const org = await createTestOrg();
    const owner = await signedIn(org.id, 'owner');
    const refused = await setMarginAs(owner.cookie, { organizationId: org.id, basisPoints: 0 });
    expect(refused).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await marginBasisPoints(getDb(), org.id)).toBe(1500);

    const admin = await signedIn((await createTestOrg()).id, 'viewer', true);
    const saved = await setMarginAs(admin.cookie, { organizationId: org.id, basisPoints: 2250 });
    expect(saved).toEqual({ ok: true, data: { organizationId: org.id, basisPoints: 2250, effectiveBasisPoints: 2250 } });
    expect(await marginBasisPoints(getDb(), org.id)).toBe(2250);
    const [audit] = await getDb()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.organizationId, org.id), eq(auditLogs.action, 'organization.carrier_margin_updated')));
    expect(audit).toMatchObject({ actorType: 'user', actorId: admin.userId });

    const invalid = await setMarginAs(admin.cookie, { organizationId: org.id, basisPoints: -5 });
    expect(invalid).toMatchObject({ ok: false, code: 'validation_error' });
    expect((await setMarginAs(admin.cookie, { organizationId: org.id, basisPoints: null })).ok).toBe(true);
    expect(await marginBasisPoints(getDb(), org.id)).toBe(1500);
  });
});
