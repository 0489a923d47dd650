// The dashboard's own JSON requests (app/api/dashboard/*): session cookie included, { error } bodies become thrown
// errors with their Spanish message; an ended session (401) throws use-action.ts's "Tu sesión expiró" and goes to the
// sign-in page with this page as the return address; no answer at all (the network) a Spanish message, never the
// browser's English "Failed to fetch". Show what they throw with errorMessage() (use-action.ts).
import { noAnswerError, sessionEndedError } from './use-action';

/** A request of a client component (an upload, a POST) and its JSON answer. */
export async function sendJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      credentials: 'same-origin',
      cache: 'no-store',
      ...init,
      headers: { Accept: 'application/json', ...init.headers },
    });
  } catch (error) {
    console.error(error);
    throw noAnswerError();
  }
  const body = await res.json().catch(() => null);
  if (!res.ok) {
    if (res.status === 401) throw sessionEndedError();
    // the error's code (X-Error-Code) rides along for the few callers that act on one (the order form's price_changed)
    const error = new Error((body as { error?: string } | null)?.error ?? `Error ${res.status}`);
    throw Object.assign(error, { code: res.headers.get('X-Error-Code') ?? undefined });
  }
  return body as T;
}

/** GET helper of the dashboard's client queries. */
export function fetchJson<T>(url: string): Promise<T> {
  return sendJson<T>(url);
}
