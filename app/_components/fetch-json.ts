// GET helper of the dashboard's client queries: session cookie included, { error } bodies become thrown errors; an
// ended session (401) goes to the sign-in page with this page as the return address (use-action.ts).
import { sessionEndedError } from './use-action';

export async function fetchJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' }, cache: 'no-store' });
  const body = await res.json().catch(() => null);
  if (!res.ok) {
    if (res.status === 401) throw sessionEndedError();
    throw new Error((body as { error?: string } | null)?.error ?? `Error ${res.status}`);
  }
  return body as T;
}
