// A whole Spanish HTML page answered by proxy.ts itself, before Next.js renders anything: the tracking pages' 429
// and 404 pages (app/rastreo/_lib/page-limit.ts, public-not-found.ts) and the 404 of an address whose
// percent-encoding is broken. Readable without JavaScript (no script at all), styled by one inline <style> (its
// own CSP allows that and nothing else: no nonce is needed), noindex. Next.js' own not-found page is no option
// there: for a dynamic page that calls notFound() it sends an empty body and draws the page from the RSC payload
// with JavaScript (docs/tracking.md).

/** The service's colour (app/globals.css --brand): white text on it passes WCAG AA. */
const SERVICE_COLOR = '#0f766e';

export const STATIC_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;padding:48px 16px;background:#f4f4f5;color:#18181b;border-top:6px solid ${SERVICE_COLOR}}
main{max-width:560px;margin:0 auto;background:#fff;border:1px solid #e4e4e7;border-radius:12px;padding:24px}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 12px}p{line-height:1.5;margin:0 0 16px;color:#334155}
a{color:${SERVICE_COLOR}}label{display:block;font-weight:600;margin:0 0 6px}
.row{display:flex;gap:8px;flex-wrap:wrap}input{flex:1 1 200px;min-width:0;font:inherit;padding:10px 12px;border:1px solid #71717a;border-radius:8px}
button{font:inherit;font-weight:600;padding:10px 16px;border:0;border-radius:8px;background:${SERVICE_COLOR};color:#fff;cursor:pointer}`;

/** HTML-escapes text for an element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export type StaticPage = {
  status: number;
  /** the <title> */
  title: string;
  heading: string;
  /** plain text paragraphs (escaped here) */
  paragraphs: string[];
  /** a link below the text */
  link?: { href: string; text: string };
  /** trusted markup after the text (a form); never request data */
  html?: string;
  headers?: Record<string, string>;
};

export function staticPageResponse(page: StaticPage): Response {
  const paragraphs = page.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const link = page.link ? `<p><a href="${escapeHtml(page.link.href)}">${escapeHtml(page.link.text)}</a></p>` : '';
  const body = `<!doctype html>
<html lang="es-MX"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(page.title)}</title><style>${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(page.heading)}</h1>
${paragraphs}
${page.html ?? ''}${link}
</main></body></html>`;
  return new Response(body, {
    status: page.status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'Content-Security-Policy': STATIC_PAGE_CSP,
      ...page.headers,
    },
  });
}

/** Any other page address that cannot exist (its percent-encoding is broken): app/not-found.tsx's text. */
export function notFoundPageResponse(): Response {
  return staticPageResponse({
    status: 404,
    title: 'Página no encontrada · Envíos MX',
    heading: 'Esta página no existe',
    paragraphs: ['Revisa la dirección: puede tener un error de escritura o la página ya no está disponible.'],
    link: { href: '/', text: 'Ir al inicio' },
  });
}
