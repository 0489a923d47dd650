// A dashboard download fetched first and handed to the browser once it arrived whole, under the server's file name
// (Content-Disposition), so a refusal is shown in Spanish instead of failing silently as a plain download link would
// (a JSON 4xx: its message; an ended session: "Tu sesión expiró" and the way back, app/_components/use-action.ts).
// `accept` asks for the file where the API answers by Accept (GET /api/v1/manifests/:id answers its PDF so).
import { sessionEndedError } from './use-action';

/** The file name of a Content-Disposition header (`attachment; filename="envios-2026-11-24.csv"`). */
function fileName(disposition: string | null, fallback: string): string {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (utf8) return decodeURIComponent(utf8[1]);
  return /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback;
}

export async function downloadFile(href: string, options: { fallbackName: string; accept?: string }): Promise<void> {
  const res = await fetch(href, {
    credentials: 'same-origin',
    cache: 'no-store',
    headers: options.accept ? { Accept: options.accept } : undefined,
  });
  if (res.status === 401) throw sessionEndedError();
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: string } | null;
    throw new Error(body?.error ?? 'No se pudo generar el archivo. Intenta de nuevo en unos segundos.');
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName(res.headers.get('Content-Disposition'), options.fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has taken the file; the object URL can go after this turn
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
