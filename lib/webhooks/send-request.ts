// One HTTP POST of an event to a webhook URL: signed (X-Service-Signature and the Standard Webhooks headers),
// pinned to the checked address, no redirects followed, a hard timeout, and at most the first 2 KB of the answer kept.
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { storableText } from '@/lib/platform/text/storable';
import { signWebhookBody, standardWebhookSignatureHeader } from './signature';
import { BlockedTargetError, resolveDeliveryTarget, type LookupAddress, type Resolver } from './url-safety';

export const RESPONSE_BODY_LIMIT = 2048;

export type SendResult = {
  /** null when no HTTP answer arrived (timeout, network error, refused target) */
  statusCode: number | null;
  durationMs: number;
  /** Spanish, shown in the deliveries log; null for a plain HTTP answer */
  error: string | null;
  responseBody: string | null;
  outcome: 'success' | 'retry' | 'fail';
};

export type SendOptions = {
  timeoutMs: number;
  allowInsecure: boolean;
  resolve?: Resolver;
};

/** 2xx success; 5xx retry; 3xx (never followed) and 4xx fail without retry. */
export function classifyStatus(status: number): SendResult['outcome'] {
  if (status >= 200 && status < 300) return 'success';
  if (status >= 500) return 'retry';
  return 'fail';
}

function pinnedLookup(pinned: LookupAddress): LookupFunction {
  return (_hostname, options, callback) => {
    // Node's happy-eyeballs connect asks for every address ({ all: true }); plain connects for one.
    if ((options as { all?: boolean }).all) (callback as (e: null, a: LookupAddress[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
}

function describeNetworkError(error: unknown, timeoutMs: number, timedOut: boolean): string {
  if (timedOut) return `Sin respuesta en ${timeoutMs} ms (tiempo de espera agotado)`;
  const e = error as NodeJS.ErrnoException;
  return `Error de red: ${e.code ?? e.message ?? String(error)}`;
}

export type SendInput = {
  url: string;
  /** the current secret: X-Service-Signature and the first webhook-signature entry */
  secret: string;
  /** a rotated-out secret still in its grace period: a second webhook-signature entry */
  previousSecret?: string | null;
  /** the event id (`evt_...`), sent as webhook-id */
  eventId: string;
  eventKind: string;
  body: string;
};

/** The Standard Webhooks headers of one attempt; the timestamp is this attempt's (unix seconds). */
export function standardWebhookHeaders(input: SendInput, timestamp: number): Record<string, string> {
  const secrets = input.previousSecret ? [input.secret, input.previousSecret] : [input.secret];
  return {
    'webhook-id': input.eventId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': standardWebhookSignatureHeader(secrets, { id: input.eventId, timestamp, body: input.body }),
  };
}

export async function sendWebhookRequest(input: SendInput, options: SendOptions): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  try {
    const target = await Promise.race([
      resolveDeliveryTarget(input.url, { allowInsecure: options.allowInsecure, resolve: options.resolve }),
      new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(new Error('timeout')), { once: true })),
    ]);
    const body = Buffer.from(input.body, 'utf8');
    const client = target.url.protocol === 'https:' ? https : http;
    const response = await new Promise<{ status: number; text: string; location?: string }>((resolve, reject) => {
      const req = client.request(target.url, {
        method: 'POST',
        agent: false,
        signal: controller.signal,
        lookup: target.address ? pinnedLookup(target.address) : undefined,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': String(body.length),
          'User-Agent': 'EnviosMX-Webhooks/1.0',
          'X-Service-Event': input.eventKind,
          'X-Service-Signature': signWebhookBody(input.secret, body),
          ...standardWebhookHeaders(input, Math.floor(Date.now() / 1000)),
        },
      });
      req.on('error', reject);
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).subarray(0, RESPONSE_BODY_LIMIT).toString('utf8'),
            location: res.headers.location,
          });
          res.destroy();
        };
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= RESPONSE_BODY_LIMIT) finish();
        });
        res.on('end', finish);
        res.on('error', reject);
      });
      req.end(body);
    });
    const durationMs = elapsed();
    const outcome = classifyStatus(response.status);
    // the receiver's bytes, kept in the attempt's row: storable (lib/platform/text/storable.ts)
    const text = storableText(response.text);
    const error =
      response.status >= 300 && response.status < 400
        ? `Redirección no seguida (${response.status}${response.location ? ` a ${response.location.slice(0, 200)}` : ''}): configura la URL final`
        : null;
    return { statusCode: response.status, durationMs, error, responseBody: text, outcome };
  } catch (error) {
    const durationMs = elapsed();
    if (error instanceof BlockedTargetError)
      return { statusCode: null, durationMs, error: error.message, responseBody: null, outcome: 'fail' };
    return {
      statusCode: null,
      durationMs,
      error: describeNetworkError(error, options.timeoutMs, timedOut),
      responseBody: null,
      outcome: 'retry',
    };
  } finally {
    clearTimeout(timer);
  }
}
