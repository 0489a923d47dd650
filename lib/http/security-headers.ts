// The security headers of every response, defined here and applied in two places only:
// - next.config.ts headers(): the static set on every path (nosniff, Referrer-Policy, X-Frame-Options, HSTS in
//   production) and the strict CSP of everything under /api (JSON, labels, logos);
// - proxy.ts: the CSP of HTML pages, with a fresh nonce per request (Next.js reads the nonce from the request's
//   CSP header and puts it on its own scripts; pages render dynamically for that, see app/layout.tsx).
// No other code sets a Content-Security-Policy: two CSP headers on one response would both be enforced.

export type HeaderRule = { source: string; headers: { key: string; value: string }[] };

/** API answers, labels and logos: nothing may load from them, nobody may frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The sample label PDF, which the branding page shows in an <iframe>: framable by this origin only. */
export const EMBEDDED_BY_DASHBOARD = ['/api/dashboard/branding/sample-label'];
export const EMBEDDED_CSP = "default-src 'none'; frame-ancestors 'self'";

/** The rules of next.config.ts headers(); a later rule overrides an earlier one for the same header. */
export function staticSecurityHeaders(production: boolean): HeaderRule[] {
  const everywhere = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
    ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ];
  return [
    { source: '/:path*', headers: everywhere },
    { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: API_CSP }] },
    ...EMBEDDED_BY_DASHBOARD.map((source) => ({
      source,
      headers: [
        { key: 'Content-Security-Policy', value: EMBEDDED_CSP },
        { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
      ],
    })),
  ];
}

/** A fresh, unguessable nonce for one page response. */
export function createNonce(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Pages whose style elements may be inline without the nonce: the API reference (/docs), whose browser code
 * (Scalar) adds <style> elements at run time, some without a nonce. Scripts stay nonce-only there too; the
 * exception is documented in docs/security.md.
 */
export const INLINE_STYLE_PAGES = ['/docs'];

/**
 * The CSP of an HTML page. Scripts run only with this response's nonce (and what they load: 'strict-dynamic');
 * style elements need the nonce too (except on INLINE_STYLE_PAGES), style attributes (React's `style` prop) are
 * allowed. Development adds what React's debugging (eval) and hot reloading (inline styles, a websocket) need.
 */
export function pageCsp(nonce: string, development: boolean, options: { inlineStyles?: boolean } = {}): string {
  const inlineStyles = development || options.inlineStyles;
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ''}`,
    inlineStyles ? "style-src 'self' 'unsafe-inline'" : `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${development ? ' ws: wss:' : ''}`,
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
