// A local bank: an STP-style SPEI participant (docs/payments.md "The bank"). It sends the deposit callbacks ("abonos")
// the real bank would, shaped as STP's SendAbono notification (fixtures/abono-stp.json, the documentation's example)
// and signed with Standard Webhooks, and hands every /domiciliaciones request to the direct-debit API
// (direct-debit.ts). Outside the bank's documented API, a control surface the sandbox, the tests and `npm run dev` use:
//   POST /simulaciones/abonos  {clabe, monto, nombreOrdenante?, concepto?, claveRastreo?, moneda?}
//     (Authorization: Bearer <BANK_API_KEY>) builds an abono with a fresh claveRastreo (or the one given: the bank
//     sending the same transfer again), sends the signed callback to the callback URL, retries it a few times while it
//     gets no 200, and answers what our service answered. Every answer carries `Simulador-Banco: envios-mx`.
// It plays the bank, so it imports nothing from lib/.
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { createDirectDebitHandler } from './direct-debit';

export type BankSimulatorCredentials = { apiKey: string; webhookSecret: string };

/** What `npm run dev` uses unless told otherwise (BANK_API_KEY, BANK_WEBHOOK_SECRET). */
export const BANK_SIMULATOR_CREDENTIALS: BankSimulatorCredentials = {
  apiKey: 'envios-banco-demo-clave-0001',
  webhookSecret: 'whsec_ZW52aW9zLWJhbmNvLWRlbW8tc2VjcmV0by0wMDAx',
};

/** The header that tells our service it talks to the simulator (the sandbox refuses any other bank). */
export const BANK_SIMULATOR_HEADER = 'simulador-banco';

export type BankSimulatorOptions = {
  /** 0 (default): a free port */
  port?: number;
  host?: string;
  credentials?: BankSimulatorCredentials;
  /** where the deposit callbacks go (our POST /api/bank/deposits); settable later with setCallbackUrl */
  callbackUrl?: string;
  /** the waits before each retry of a callback that got no 200; default [250, 1000, 3000] (so 4 attempts) */
  retryDelaysMs?: number[];
  now?: () => Date;
};

export type AbonoRequest = {
  clabe: string;
  monto: number | string;
  nombreOrdenante?: string;
  concepto?: string;
  claveRastreo?: string;
  moneda?: string;
};

export type CallbackAttempt = { status: number | null; body: string; error?: string };

export type SentAbono = { abono: Record<string, unknown>; attempts: CallbackAttempt[]; answer: unknown; status: number | null };

export type BankSimulator = {
  url: string;
  port: number;
  credentials: BankSimulatorCredentials;
  setCallbackUrl(url: string): void;
  /** sends one abono as POST /simulaciones/abonos does */
  sendAbono(request: AbonoRequest): Promise<SentAbono>;
  /** every abono sent, oldest first */
  sent(): SentAbono[];
  close(): Promise<void>;
};

const template = JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures', 'abono-stp.json'), 'utf8')) as Record<string, unknown>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function mexicoCityDate(at: Date): string {
  return at.toLocaleDateString('sv-SE', { timeZone: 'America/Mexico_City' }).replaceAll('-', '');
}

/** A tracking key as STP participants write them: letters and digits, at most 30. */
const freshTrackingKey = (at: Date) => `SIMBANCO${mexicoCityDate(at)}${String(randomInt(0, 10 ** 10)).padStart(10, '0')}`;

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', [BANK_SIMULATOR_HEADER]: 'envios-mx' });
  res.end(JSON.stringify(body));
}

function readAbonoRequest(text: string): AbonoRequest | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'El cuerpo no es JSON.';
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'El cuerpo debe ser un objeto.';
  const v = value as Record<string, unknown>;
  if (typeof v.clabe !== 'string' || !/^\d{18}$/.test(v.clabe)) return 'clabe debe tener 18 dígitos.';
  if (typeof v.monto !== 'number' && typeof v.monto !== 'string') return 'monto es obligatorio.';
  for (const [name, max] of [
    ['nombreOrdenante', 40],
    ['concepto', 40],
    ['claveRastreo', 30],
    ['moneda', 3],
  ] as const) {
    if (v[name] !== undefined && (typeof v[name] !== 'string' || (v[name] as string).length > max)) {
      return `${name} admite hasta ${max} caracteres.`;
    }
  }
  return v as AbonoRequest;
}

export async function startBankSimulator(options: BankSimulatorOptions = {}): Promise<BankSimulator> {
  const credentials = options.credentials ?? BANK_SIMULATOR_CREDENTIALS;
  const now = options.now ?? (() => new Date());
  const retryDelays = options.retryDelaysMs ?? [250, 1000, 3000];
  const signer = new Webhook(credentials.webhookSecret);
  const directDebits = createDirectDebitHandler({ apiKey: credentials.apiKey, now });
  let callbackUrl = options.callbackUrl ?? null;
  const log: SentAbono[] = [];

  function abonoOf(request: AbonoRequest): Record<string, unknown> {
    const at = now();
    return {
      ...template,
      id: randomInt(1, 2 ** 31),
      fechaOperacion: Number(mexicoCityDate(at)),
      institucionOrdenante: 40012,
      claveRastreo: request.claveRastreo ?? freshTrackingKey(at),
      monto: request.monto,
      nombreOrdenante: request.nombreOrdenante ?? 'CLIENTE DE PRUEBA SA DE CV',
      cuentaOrdenante: '012180004567890125',
      rfcCurpOrdenante: 'CPR200101AB1',
      nombreBeneficiario: 'ENVIOS MX SA DE CV',
      cuentaBeneficiario: request.clabe,
      nombreBeneficiario2: undefined,
      tipoCuentaBeneficiario2: undefined,
      cuentaBeneficiario2: undefined,
      rfcCurpBeneficiario: 'EMX210101AB1',
      conceptoPago: request.concepto ?? 'RECARGA DE SALDO',
      referenciaNumerica: randomInt(1, 10_000_000),
      empresa: 'ENVIOS_MX',
      tsLiquidacion: String(at.getTime()),
      folioCodi: undefined,
      ...(request.moneda ? { moneda: request.moneda } : {}),
    };
  }

  async function deliver(body: string): Promise<CallbackAttempt> {
    if (!callbackUrl) return { status: null, body: '', error: 'sin URL de aviso' };
    const id = `msg_${randomUUID()}`;
    const at = now();
    try {
      const res = await fetch(callbackUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'webhook-id': id,
          'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
          'webhook-signature': signer.sign(id, at, body),
        },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      return { status: res.status, body: await res.text() };
    } catch (error) {
      return { status: null, body: '', error: error instanceof Error ? error.message : String(error) };
    }
  }

  async function sendAbono(request: AbonoRequest): Promise<SentAbono> {
    const abono = abonoOf(request);
    const body = JSON.stringify(abono);
    const attempts: CallbackAttempt[] = [];
    for (let attempt = 0; ; attempt++) {
      const result = await deliver(body);
      attempts.push(result);
      if (result.status === 200 || attempt >= retryDelays.length || !callbackUrl) break;
      await sleep(retryDelays[attempt]);
    }
    const last = attempts[attempts.length - 1];
    let answer: unknown = null;
    try {
      answer = last.status === 200 ? JSON.parse(last.body) : null;
    } catch {}
    const sent = { abono, attempts, answer, status: last.status };
    log.push(sent);
    return sent;
  }

  const sha256 = (value: string) => createHash('sha256').update(value).digest();
  const keyHash = sha256(`Bearer ${credentials.apiKey}`);
  const authorized = (req: IncomingMessage) => timingSafeEqual(sha256(String(req.headers.authorization ?? '')), keyHash);

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    try {
      if (await directDebits(req, res, text)) return;
      const { pathname } = new URL(req.url ?? '/', 'http://bank.local');
      if (pathname !== '/simulaciones/abonos')
        return send(res, 404, { error: { codigo: 'no_encontrado', descripcion: 'Ruta desconocida.' } });
      if (req.method !== 'POST') return send(res, 405, { error: { codigo: 'metodo_no_permitido', descripcion: 'Use POST.' } });
      if (!authorized(req)) return send(res, 401, { error: { codigo: 'no_autorizado', descripcion: 'La clave de API no es válida.' } });
      if (!callbackUrl) {
        return send(res, 503, {
          error: { codigo: 'sin_aviso', descripcion: 'El simulador no sabe a qué URL enviar los avisos de depósito.' },
        });
      }
      const request = readAbonoRequest(text);
      if (typeof request === 'string') return send(res, 400, { error: { codigo: 'solicitud_invalida', descripcion: request } });
      const sent = await sendAbono(request);
      send(res, 200, { abono: sent.abono, respuesta: sent.answer, estadoHttp: sent.status, intentos: sent.attempts.length });
    } catch (error) {
      if (!res.headersSent) send(res, 500, { error: { codigo: 'error_interno', descripcion: String(error) } });
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    credentials,
    setCallbackUrl: (url) => {
      callbackUrl = url;
    },
    sendAbono,
    sent: () => [...log],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
