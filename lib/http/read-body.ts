// Reads a JSON request body: 413 over 1 MB, 400 for a wrong Content-Type or malformed JSON.
import { ApiError } from './api-error';

export const MAX_BODY_BYTES = 1024 * 1024;

/** Raw body bytes, refusing anything over the limit without reading it all. */
export async function readRawBody(req: Request, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw new ApiError('payload_too_large');
  if (!req.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      // The client hung up before sending the whole body: nobody is left to answer, and it is not our
      // error (no 500 in the log).
      throw new ApiError('invalid_json', 'La conexión se cerró antes de recibir el cuerpo completo de la solicitud.');
    });
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new ApiError('payload_too_large');
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}

/** undefined for an empty body; the parsed JSON otherwise. */
export async function readJsonBody(req: Request): Promise<unknown> {
  const raw = await readRawBody(req);
  if (raw.length === 0) return undefined;
  const contentType = req.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(contentType.trim())) throw new ApiError('invalid_content_type');
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new ApiError('invalid_json');
  }
}
