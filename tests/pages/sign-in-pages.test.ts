// The signed-out pages as rendered by their server components (issue 32, finding 18): a spent password-reset link
// (used, expired, unknown) shows only what happened and a way to ask again, never the form or its heading; the
// signed-out frame carries the product's brand inside its card too, for the phone layout where the aside is hidden
// (app/globals.css; e2e/overview-and-sign-in.spec.ts checks what a browser shows at 375x812).
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { accountTokens } from '@/db/schema';
import { newToken } from '@/lib/account/tokens';
import { createUser } from '@/lib/users/create-user';
import { AuthFrame } from '@/app/login/auth-frame';
import ResetPage from '@/app/recuperar/[token]/page';
import { createTestOrg, randomName } from '../helpers/fixtures';

async function linkOf(state: 'used' | 'expired'): Promise<string> {
  const org = await createTestOrg();
  const email = `${randomName('reset').replace(/\W+/g, '-')}@ejemplo.mx`;
  const user = await createUser(getDb(), { email, password: 'clave-larga-2026', organizationId: org.id, role: 'owner' });
  const { token, hash } = newToken();
  await getDb()
    .insert(accountTokens)
    .values({
      userId: user.id,
      kind: 'password_reset',
      tokenHash: hash,
      expiresAt: new Date(Date.now() + (state === 'expired' ? -60_000 : 3_600_000)),
      usedAt: state === 'used' ? new Date() : null,
    });
  return token;
}

const render = async (token: string) => renderToStaticMarkup(await ResetPage({ params: Promise.resolve({ token }) }));
const headings = (html: string) => [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((m) => m[1]);

describe('a spent password-reset link', () => {
  for (const [state, heading, message] of [
    ['used', 'Enlace ya utilizado', 'Este enlace ya se usó.'],
    ['expired', 'Enlace vencido', 'expiró (dura una hora)'],
    ['invalid', 'Enlace no válido', 'El enlace no es válido.'],
  ] as const) {
    it(`${state}: says so under its own heading, links to a new one, and shows nothing of the form`, async () => {
      const html = await render(state === 'invalid' ? 'enlace-no-valido' : await linkOf(state));
      expect(headings(html)).toEqual([heading]);
      expect(html).toContain(message);
      expect(html).toMatch(/<a[^>]*href="\/recuperar"[^>]*>Solicitar un enlace nuevo<\/a>/);
      expect(html).not.toContain('Elige una contraseña nueva');
      expect(html).not.toContain('Al guardarla se cerrarán');
      expect(html).not.toContain('type="password"');
    });
  }
});

describe('the signed-out frame', () => {
  it('carries the brand in its card, shown where the aside is hidden', () => {
    const html = renderToStaticMarkup(AuthFrame({ title: 'Inicia sesión', children: 'contenido' }));
    const card = html.slice(html.indexOf('<main'));
    expect(card).toMatch(/<a[^>]*class="logo auth-card-brand"[^>]*>.*Envíos MX<\/a>/);
    // the stylesheet: hidden beside the aside, shown in the phone layout that hides the aside
    const css = readFileSync('app/globals.css', 'utf8');
    expect(css).toMatch(/\.logo\.auth-card-brand \{\s*display: none;\s*\}/);
    const phone = css.slice(css.indexOf('@media (max-width: 900px)'));
    expect(phone.slice(0, phone.indexOf('\n}'))).toMatch(
      /\.auth-aside \{\s*display: none;\s*\}[\s\S]*\.logo\.auth-card-brand \{\s*display: inline-flex;/,
    );
  });
});
