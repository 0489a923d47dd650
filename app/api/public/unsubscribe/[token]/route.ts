// POST /baja/<token> lands here (proxy.ts rewrites a plain POST of that page, which Next.js would otherwise render
// like a GET): the write behind the unsubscribe link (lib/notifications/unsubscribe.ts). Two callers:
// - a mail client's one-click unsubscribe (RFC 8058: List-Unsubscribe-Post, body List-Unsubscribe=One-Click):
//   stops the notices at once and answers 200 (that RFC forbids answering it with a redirect);
// - the confirm button of the /baja/<token> page (a plain form, no JavaScript): stops them and sends the browser
//   back to the page (303), which now says it is done.
// No CSRF token: the link's token is the secret, and knowing it is all the page asks of anyone. An unknown
// token: the Spanish 404 page.
import { getDb } from '@/lib/platform/db';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { readRawBody } from '@/lib/http/read-body';
import { withRequest } from '@/lib/http/with-request';
import { unsubscribeRecipient } from '@/lib/notifications/unsubscribe';
import { unsubscribeNotFoundPage } from '@/lib/http/public-not-found';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** RFC 8058: the body is List-Unsubscribe=One-Click, form-urlencoded or multipart. */
async function isOneClick(req: Request): Promise<boolean> {
  const body = await readRawBody(req, { limit: 16 * 1024 });
  const contentType = req.headers.get('content-type') ?? '';
  const form = await new Response(new Uint8Array(body), { headers: { 'Content-Type': contentType } }).formData().catch(() => null);
  return form?.get('List-Unsubscribe') === 'One-Click';
}

export const POST = withRequest<{ token: string }>(async ({ req, params }) => {
  const oneClick = await isOneClick(req);
  const result = await unsubscribeRecipient(getDb(), params.token);
  if (!result.ok) return unsubscribeNotFoundPage();
  if (oneClick) {
    return new Response('Listo: ya no recibirás avisos de envíos a esta dirección.\n', {
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  return new Response(null, {
    status: 303,
    headers: { Location: `/baja/${encodeURIComponent(params.token)}`, 'Cache-Control': 'no-store' },
  });
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
