// Reads request bodies: 413 over the limit (counted while streaming, so a chunked body without
// Content-Length is cut off as soon as it passes it), 400 for a wrong Content-Type, malformed JSON or
// text that breaks the text rule (lib/platform/text/safe-text.ts) anywhere in the document, property names included.
import { findJsonTextProblem } from '@/lib/platform/text/safe-text';
import { formatPath } from '@/lib/platform/errors/zod-es';
import { noteRequestBody } from './request-log-record';
import { ApiError } from './api-error';

export const MAX_BODY_BYTES = 1024 * 1024;

export type BodyLimit = {
  /** bytes; MAX_BODY_BYTES unless given */
  limit?: number;
  /** the Spanish message of the 413 (the default names the 1 MB of JSON bodies) */
  tooLargeMessage?: string;
};

/** Raw body bytes, refusing anything over the limit without reading it all. */
export async function readRawBody(req: Request, options: BodyLimit = {}): Promise<Buffer> {
  const limit = options.limit ?? MAX_BODY_BYTES;
  const tooLarge = () => new ApiError('payload_too_large', options.tooLargeMessage);
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
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
      throw tooLarge();
    }
    chunks.push(Buffer.from(value));
  }
  const raw = Buffer.concat(chunks);
  // Kept by the request log if the request fails (2 KB of it, redacted: lib/request-log/redact.ts).
  noteRequestBody(req, raw);
  return raw;
}

/**
 * Whether a parsed JSON text may hold a string that breaks the text rule. JSON.parse refuses U+0000–U+001F inside
 * strings (outside them only spaces, tabs and line breaks may appear), so such a character, or a lone surrogate,
 * can only come from a backslash escape; DEL and C1 may also be written as they are, and a lone surrogate may sit
 * in a JavaScript string given here. A text with none of these (most bodies) needs no walk through the document.
 */
const MAY_BREAK_TEXT_RULE = /[\\\u007F-\u009F]|\p{Cs}/u;

/** Parses JSON text: 400 invalid_json when malformed, 400 validation_error naming the field for unsafe text. */
export function parseJsonBody(raw: Buffer | string): unknown {
  let parsed: unknown;
  const text = typeof raw === 'string' ? raw : raw.toString('utf8');
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError('invalid_json');
  }
  const found = MAY_BREAK_TEXT_RULE.test(text) ? findJsonTextProblem(parsed) : null;
  if (found) {
    const where = formatPath(found.path);
    const message = found.key
      ? `Un nombre de campo ${where ? `dentro de ${where}` : 'del cuerpo de la solicitud'} ${found.problem}.`
      : `${where ? `El campo ${where}` : 'El cuerpo de la solicitud'} ${found.problem}.`;
    throw new ApiError('validation_error', message, { fields: [{ field: where || 'body', message }] });
  }
  return parsed;
}

/** undefined for an empty body; the parsed JSON otherwise. */
export async function readJsonBody(req: Request, options: BodyLimit = {}): Promise<unknown> {
  const raw = await readRawBody(req, options);
  if (raw.length === 0) return undefined;
  const contentType = req.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(contentType.trim())) throw new ApiError('invalid_content_type');
  return parseJsonBody(raw);
}

/**
 * A body that is JSON or a file of one of `mediaTypes` (POST /batches: text/csv), read under `options.limit`
 * while streaming (413 past it); JSON is parsed (text rule included), a file is left as bytes.
 */
export async function readUploadBody(
  req: Request,
  options: BodyLimit & { mediaTypes: string[] },
): Promise<{ contentType: string; bytes: Buffer; json: unknown }> {
  const raw = await readRawBody(req, options);
  const contentType = (req.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  const accepted = ['application/json', ...options.mediaTypes];
  if (!accepted.includes(contentType)) {
    throw new ApiError('invalid_content_type', `El encabezado Content-Type debe ser ${accepted.join(' o ')}.`);
  }
  if (raw.length === 0) throw new ApiError('validation_error', 'El cuerpo de la solicitud está vacío.');
  return { contentType, bytes: raw, json: contentType === 'application/json' ? parseJsonBody(raw) : undefined };
}

/** A multipart/form-data body read under `options.limit` while streaming (413 past it), then parsed. */
export async function readFormData(req: Request, options: BodyLimit & { invalidMessage: string }): Promise<FormData> {
  const raw = await readRawBody(req, options);
  const contentType = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType.trim())) throw new ApiError('validation_error', options.invalidMessage);
  return new Response(new Uint8Array(raw), { headers: { 'Content-Type': contentType } }).formData().catch(() => {
    throw new ApiError('validation_error', options.invalidMessage);
  });
}
