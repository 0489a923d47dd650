// The adjustment page's dispute and its photos as the dashboard calls them: POST /api/v1/adjustments/{id}/dispute and
// GET /api/v1/evidence-photos/{id} with the session cookie, the role checked on the server (orders:write to dispute,
// orders:read to see a photo), another organization's member answered 404.
// first: it sets up what Next.js's request storage needs before anything loads Next.js
import '../helpers/auth-server';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { forbiddenMessage } from '@/lib/auth/permissions';
import { resetConfigCache } from '@/lib/platform/config';
import { DHL_EXPRESS } from '@/lib/providers/dhl-express/payloads';
import { callRoute, SESSION_ORIGIN, signedIn, type RouteHandler } from '../helpers/dashboard-session';
import { cameraJpeg, declaredFigures, disputeSnapshot, insertChargedAdjustment } from '../helpers/disputes';
import { createTestOrg } from '../helpers/fixtures';

beforeAll(() => {
  process.env.AUTH_SECRET ??= randomBytes(32).toString('base64url');
  resetConfigCache();
});

const disputeRoute = () => import('@/app/api/v1/adjustments/[id]/dispute/route') as unknown as Promise<{ POST: RouteHandler }>;
const photoRoute = () => import('@/app/api/v1/evidence-photos/[id]/route') as unknown as Promise<{ GET: RouteHandler }>;

async function disputeForm() {
  const form = new FormData();
  for (const [name, value] of Object.entries(declaredFigures)) form.append(name, String(value));
  form.append('photos[]', new Blob([new Uint8Array(await cameraJpeg())], { type: 'image/jpeg' }), 'bascula.jpg');
  return form;
}

describe('the dispute from the dashboard session', () => {
  it('finance (no orders:write) is refused with nothing stored; operations disputes with a photo; a viewer sees the photo', async () => {
    const org = await createTestOrg();
    const { adjustment } = await insertChargedAdjustment(org.id, { provider: DHL_EXPRESS });
    const path = `/api/v1/adjustments/${adjustment.id}/dispute`;
    const finance = await signedIn(org.id, 'finance');
    const refused = await callRoute(
      (await disputeRoute()).POST,
      'POST',
      path,
      { id: adjustment.id },
      { cookie: finance.cookie, origin: SESSION_ORIGIN },
      await disputeForm(),
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: forbiddenMessage });
    expect((await disputeSnapshot(adjustment.id)).row.status).toBe('open');

    const operations = await signedIn(org.id, 'operations');
    const done = await callRoute(
      (await disputeRoute()).POST,
      'POST',
      path,
      { id: adjustment.id },
      { cookie: operations.cookie, origin: SESSION_ORIGIN },
      await disputeForm(),
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.status).toBe('disputed');
    const [photo] = done.body.evidence;

    const viewer = await signedIn(org.id, 'viewer');
    const seen = await callRoute((await photoRoute()).GET, 'GET', photo.url, { id: photo.id }, { cookie: viewer.cookie });
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/jpeg');
    expect(seen.raw.length).toBe(photo.byteSize);

    const stranger = await signedIn((await createTestOrg()).id, 'owner');
    const hidden = await callRoute((await photoRoute()).GET, 'GET', photo.url, { id: photo.id }, { cookie: stranger.cookie });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ error: 'La foto de evidencia no existe.' });
  });
});
