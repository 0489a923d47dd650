// GET /api/public/return-labels/<token>: the return label (PDF) behind the link of the return-approved notice
// (lib/returns/return-label-link.ts). No sign-in: the link's 192-bit token is the secret, stored only as a hash and
// good for that order's return label alone. Shown in the browser (inline) to print; never cached by a shared cache,
// never indexed, and the token never leaves in a Referer. An unknown token: the Spanish 404 page; a link past its
// time (30 days after the return was approved, or the return completed): the Spanish 410 page.
import { getDb } from '@/lib/platform/db';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withRequest } from '@/lib/http/with-request';
import { getReturnLabelByToken } from '@/lib/returns/return-label-link';
import { returnLabelGonePage, returnLabelNotFoundPage } from '@/lib/http/public-not-found';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = withRequest<{ token: string }>(async ({ params }) => {
  const found = await getReturnLabelByToken(getDb(), params.token);
  if (!found) return returnLabelNotFoundPage();
  if (found === 'gone') return returnLabelGonePage();
  const { label } = found;
  return new Response(new Uint8Array(label.body), {
    headers: {
      'Content-Type': label.contentType,
      'Content-Disposition': `inline; filename="${label.filename}"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
