// Auth.js's logger (auth.ts `logger`): its messages go to our structured log (lib/platform/log) at the level they deserve,
// instead of Auth.js's own console lines. A refused sign-in (a wrong password, a wrong code, too many attempts:
// Auth.js reports every `CredentialsSignin` through `logger.error`) is the answer working as meant, not a server
// error: info, with its code only. Other errors a client causes (a missing CSRF token, say) are warnings; the rest
// are errors. Nothing a visitor typed is logged (Auth.js's errors carry no credentials; lib/platform/log redacts secrets).
import { log } from '@/lib/platform/log';

/** The error types Auth.js itself counts as caused by the client (@auth/core/errors, `isClientError`). */
const CLIENT_ERRORS = new Set([
  'OAuthAccountNotLinked',
  'OAuthCallbackError',
  'AccessDenied',
  'Verification',
  'MissingCSRF',
  'AccountNotLinked',
  'WebAuthnVerificationError',
]);

export const authLogger = {
  error(error: Error) {
    // Auth.js's errors (AuthError of @auth/core/errors) name their kind in `type`; `code` is ours (auth.ts).
    const { type, code } = error as Error & { type?: string; code?: string };
    if (type === 'CredentialsSignin') log.info('dashboard sign-in refused', { code });
    else if (type && CLIENT_ERRORS.has(type)) log.warn('auth: request refused', { type });
    else log.error('auth: error', { type: type ?? error.name, error });
  },
  warn(code: string) {
    log.warn('auth: warning', { code });
  },
  debug(message: string) {
    log.debug('auth: debug', { detail: message });
  },
};
