// POST /api/v1/cod/remittances with the dashboard's session instead of a key (issue 35): a platform admin is an
// operator (the import names them by email); an organization's owner, finance or any member is refused with 403
// operator_key_required, and a write from another origin is refused even for an admin.
// first: it sets up what Next.js's request storage needs before anything loads Next.js
import '../helpers/auth-server';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { users } from '@/db/schema';
import { insertCodOrders, newReference, remittanceCsv } from '../helpers/cod-remittances';
import { callRoute, SESSION_ORIGIN, signedIn, type RouteHandler } from '../helpers/dashboard-session';
import { createTestOrg } from '../helpers/fixtures';
import { moneyOf } from '../helpers/measurements';

const route = async () => (await import('@/app/api/v1/cod/remittances/route')).POST as unknown as RouteHandler;
const post = async (cookie: string, csv: string, origin: string = SESSION_ORIGIN) =>
  callRoute(await route(), 'POST', '/api/v1/cod/remittances', {}, { cookie, origin, 'content-type': 'text/csv' }, csv);

describe('the dashboard session', () => {
  it('refuses a member of an organization (owner, finance) and accepts a platform admin, named by email', async () => {
    const org = await createTestOrg({ balance: 0 });
    const [order] = await insertCodOrders(org.id, 20_000);
    const csv = remittanceCsv(newReference(), [[order.trackingNumber, '200.00']]);
    for (const role of ['owner', 'finance'] as const) {
      const { cookie } = await signedIn(org.id, role);
      const res = await post(cookie, csv);
      expect({ status: res.status, code: res.headers.get('x-error-code') }, role).toEqual({ status: 403, code: 'operator_key_required' });
    }
    const admin = await signedIn(org.id, 'owner');
    await getDb().update(users).set({ isPlatformAdmin: true }).where(eq(users.id, admin.userId));
    const elsewhere = await post(admin.cookie, csv, 'https://otro-sitio.example');
    expect(elsewhere.status).toBe(403);
    expect(await moneyOf(org.id)).toMatchObject({ balance: 0 });
    const res = await post(admin.cookie, csv);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ importedBy: admin.email, matchedCount: 1 });
    expect(await moneyOf(org.id)).toMatchObject({ balance: 20_000, ledgerSum: 20_000 });
  });
});
