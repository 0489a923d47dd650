// A file the browser picked, as the API's base64 photo ({ mediaType, data }: lib/evidence/schemas.ts). The server checks
// the bytes; the type here is only what the browser says.
export async function fileAsBase64Photo(file: File): Promise<{ mediaType: string; data: string }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return { mediaType: file.type || 'application/octet-stream', data: btoa(binary) };
}

/** The picked file of a form's file input, or null when none was chosen. */
export function pickedFile(form: FormData, name: string): File | null {
  const value = form.get(name);
  return value instanceof File && value.size > 0 ? value : null;
}
