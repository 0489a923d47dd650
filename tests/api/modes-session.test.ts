// The dashboard's test mode (docs/modes.md) as the /api/v1 operations see it: the session-authenticated call
// (lib/http/authenticate-caller.ts) follows the mode cookie the "Modo de prueba" switch sets, acting on the test twin
// with the member's role in the live organization; the twin is made on the first request in test mode. The route
// handlers run as Next.js runs them, in a request scope, with a real Auth.js session cookie of a real session row.
// first: it sets up what Next.js's request storage needs before anything loads Next.js
import { inRequestScope } from '../helpers/auth-server';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { encode } from 'next-auth/jwt';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { organizations, type MembershipRole } from '@/db/schema';
import { MODE_COOKIE } from '@/lib/auth/session';
import { createUserSession } from '@/lib/auth/user-sessions';
import { findTestTwin } from '@/lib/organizations/test-mode';
import { resetConfigCache } from '@/lib/platform/config';
import { createUser } from '@/lib/users/create-user';
import { createTestOrg } from '../helpers/fixtures';
import { insertOrderRow } from '../helpers/order-rows';

const ORIGIN = 'http://127.0.0.1:3000';
type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

beforeAll(() => {
  process.env.AUTH_SECRET ??= randomBytes(32).toString('base64url');
  resetConfigCache();
});

async function signedIn(organizationId: string, role: MembershipRole) {
  const email = `${role}-${randomBytes(4).toString('hex')}@modos.test`;
  const user = await createUser(getDb(), { email, password: 'contraseña-de-prueba-1', organizationId, role });
  const sessionId = await createUserSession(getDb(), { userId: user.id });
  const jwt = await encode({ token: { sub: user.id, sid: sessionId }, secret: process.env.AUTH_SECRET!, salt: 'authjs.session-token' });
  return `authjs.session-token=${jwt}`;
}

async function call(handler: Handler, path: string, cookie: string, params: Record<string, string> = {}) {
  const req = new Request(`${ORIGIN}${path}`, { headers: { host: '127.0.0.1:3000', 'x-forwarded-proto': 'http', cookie } });
  const { value } = await inRequestScope(req, () => handler(req, { params: Promise.resolve(params) }));
  return { status: value.status, body: await value.json().catch(() => null) };
}

const ordersRoute = async () => ((await import('@/app/api/v1/orders/route')) as unknown as { GET: Handler }).GET;
const orderRoute = async () => ((await import('@/app/api/v1/orders/[id]/route')) as unknown as { GET: Handler }).GET;

describe('the dashboard session in test mode', () => {
  it('reads the test twin (made on the first request in test mode) and never the live data, and back', async () => {
    const live = await createTestOrg();
    const viewer = await signedIn(live.id, 'viewer');
    const liveOrder = await insertOrderRow(live.id);
    expect(await findTestTwin(getDb(), live.id)).toBeNull();

    const inTest = `${viewer}; ${MODE_COOKIE}=test`;
    const empty = await call(await ordersRoute(), '/api/v1/orders', inTest);
    expect(empty.status, JSON.stringify(empty.body)).toBe(200);
    expect(empty.body.data).toEqual([]);
    const twin = await findTestTwin(getDb(), live.id);
    expect(twin).toMatchObject({ mode: 'test', liveOrganizationId: live.id });

    const testOrder = await insertOrderRow(twin!.id);
    const listed = await call(await ordersRoute(), '/api/v1/orders', inTest);
    expect(listed.body.data.map((o: { id: string }) => o.id)).toEqual([testOrder.id]);
    // the live order answers as if it did not exist; the viewer's role still reads
    expect((await call(await orderRoute(), `/api/v1/orders/${liveOrder.id}`, inTest, { id: liveOrder.id })).status).toBe(404);
    expect((await call(await orderRoute(), `/api/v1/orders/${testOrder.id}`, inTest, { id: testOrder.id })).status).toBe(200);

    // the switch off (no cookie, or any other value): live again, the test order unknown there
    for (const cookie of [viewer, `${viewer}; ${MODE_COOKIE}=live`]) {
      const back = await call(await ordersRoute(), '/api/v1/orders', cookie);
      expect(back.body.data.map((o: { id: string }) => o.id)).toEqual([liveOrder.id]);
      expect((await call(await orderRoute(), `/api/v1/orders/${testOrder.id}`, cookie, { id: testOrder.id })).status).toBe(404);
    }
    // one twin, whatever the number of requests
    expect(
      await getDb().select({ id: organizations.id }).from(organizations).where(eq(organizations.liveOrganizationId, live.id)),
    ).toHaveLength(1);
  });
});
