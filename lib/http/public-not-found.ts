// The 404 pages of the recipient's public pages, answered by proxy.ts before Next.js renders (after the per-IP
// limit, app/rastreo/_lib/page-limit.ts): an unknown or malformed tracking number (/rastreo/<número>) and an unknown unsubscribe
// link (/baja/<token>) get a whole Spanish page with status 404, readable without JavaScript. Next.js cannot
// give that from the page: notFound() in a dynamic page sends an empty body and draws not-found.tsx from the RSC
// payload with JavaScript. The pages keep notFound() for what changes between this lookup and theirs.
// Also the 404 of any page address whose percent-encoding is broken (/rastreo/%E0%A4%A, /dashboard/orders/%ZZ),
// which Next.js answers with a 500 in English. The same texts are the not-found.tsx pages' (app/rastreo, app/baja)
// and the return-label and unsubscribe routes' (app/api/public).
import { getDb } from '@/lib/platform/db';
import { log } from '@/lib/platform/log';
import { findUnsubscribeLink } from '@/lib/notifications/unsubscribe';
import { publicTrackingExists } from '@/lib/tracking/public-tracking';
import { notFoundPageResponse, staticPageResponse } from './static-page';

/** An unknown or malformed tracking number: the page proxy.ts answers (below) and app/rastreo/[trackingNumber]/not-found.tsx. */
export const trackingNotFoundText = {
  title: 'No encontramos esa guía · Rastreo de envíos',
  heading: 'No encontramos esa guía',
  detail:
    'Revisa el número de rastreo o de guía: los encuentras en el correo de tu compra o en la etiqueta del paquete. Si acabas de recibirlo, puede tardar unos minutos en aparecer.',
};

/** An unsubscribe link that does not exist (mistyped or cut by the mail client): proxy.ts, app/baja/[token]/not-found.tsx. */
export const unsubscribeNotFoundText = {
  title: 'Enlace no válido · Envíos MX',
  heading: 'Este enlace no es válido',
  detail:
    'No encontramos el aviso de este enlace. Copia la dirección completa del correo o del mensaje que recibiste; si el problema sigue, comunícate con la tienda que te envió el paquete.',
};

/** A return label link that does not exist (app/api/public/return-labels), as above. */
export const returnLabelNotFoundText = {
  title: 'Enlace no válido · Envíos MX',
  heading: 'No encontramos esta guía de devolución',
  detail:
    'Copia la dirección completa del enlace del correo o del mensaje que recibiste. Si el problema sigue, comunícate con la tienda que aprobó tu devolución.',
};

/** A return label link past its time: 30 days after the return was approved, or the return completed (410). */
export const returnLabelGoneText = {
  title: 'Enlace vencido · Envíos MX',
  heading: 'Este enlace de la guía de devolución ya venció',
  detail:
    'El enlace sirve 30 días desde que se aprobó la devolución y deja de servir cuando la devolución se completa. Si aún necesitas la guía, pídela a la tienda que aprobó tu devolución.',
};

const PUBLIC_PAGE = /^\/(rastreo|baja)\/([^/]+)$/;

/** The search box of the tracking pages (app/rastreo/_components/search-form.tsx), as static markup. */
const SEARCH_FORM = `<form action="/rastreo" method="get" role="search">
<label for="guia">Número de rastreo o de guía</label>
<div class="row"><input id="guia" name="guia" type="text" autocomplete="off" spellcheck="false" required maxlength="40" placeholder="Por ejemplo, MX1234567890123456"><button type="submit">Rastrear</button></div>
</form>`;

export function trackingNotFoundPage(): Response {
  const text = trackingNotFoundText;
  return staticPageResponse({ status: 404, title: text.title, heading: text.heading, paragraphs: [text.detail], html: SEARCH_FORM });
}

/** A signed-out page that says what went wrong and offers the tracking search. */
function pageWithTrackingLink(status: 404 | 410, text: { title: string; heading: string; detail: string }): Response {
  return staticPageResponse({
    status,
    title: text.title,
    heading: text.heading,
    paragraphs: [text.detail],
    link: { href: '/rastreo', text: 'Rastrear un envío' },
  });
}

export function unsubscribeNotFoundPage(): Response {
  return pageWithTrackingLink(404, unsubscribeNotFoundText);
}

/** A return label link that does not exist (mistyped, cut by the mail client): app/api/public/return-labels. */
export function returnLabelNotFoundPage(): Response {
  return pageWithTrackingLink(404, returnLabelNotFoundText);
}

/** A return label link past its time (lib/returns/return-label-link.ts): 410, the label is no longer offered. */
export function returnLabelGonePage(): Response {
  return pageWithTrackingLink(410, returnLabelGoneText);
}

/** decodeURIComponent, or null for a malformed escape (%ZZ, a cut or invalid UTF-8 sequence). */
export function decodePathSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The 404 page of a page address that does not decode: the tracking pages' own, else the general one. */
export function malformedAddressPage(pathname: string): Response | null {
  if (decodePathSegment(pathname) !== null) return null;
  if (pathname.startsWith('/rastreo/')) return trackingNotFoundPage();
  if (pathname.startsWith('/baja/')) return unsubscribeNotFoundPage();
  return notFoundPageResponse();
}

/**
 * GET or HEAD of /rastreo/<número> or /baja/<token>: the 404 page when the number or the token does not exist
 * (shape checked first, then one indexed lookup), null to let the page render. A database that does not answer
 * lets the page render too (it answers the error itself).
 */
export async function publicPageNotFound(pathname: string): Promise<Response | null> {
  const match = PUBLIC_PAGE.exec(pathname);
  if (!match) return null;
  const [, area, segment] = match;
  const value = decodePathSegment(segment);
  try {
    if (area === 'rastreo') return value !== null && (await publicTrackingExists(getDb(), value)) ? null : trackingNotFoundPage();
    return value !== null && (await findUnsubscribeLink(getDb(), value)) ? null : unsubscribeNotFoundPage();
  } catch (error) {
    log.warn('public page lookup failed; the page answers', { area, error });
    return null;
  }
}
