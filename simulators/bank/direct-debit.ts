// The bank's direct-debit API (domiciliación) as the local bank simulator plays it (docs/payments.md, "Direct debit").
// simulators/bank/server.ts hands it every request whose path starts with /domiciliaciones. Documented rules:
// - POST /domiciliaciones with `Authorization: Bearer <key>` and `Idempotency-Key: <our direct_debits id>`;
// - rejected `fondos_insuficientes` when the payer CLABE's account number (digits 7-17) ends in 0000, rejected
//   `mandato_cancelado` when the mandate reference starts with CANCEL, accepted otherwise with a bank reference;
// - an idempotency key seen before gets the first answer again (the money is taken once);
// - a control surface outside the documented API (/domiciliaciones/__simulador) switches it to answer 503 (the bank
//   down), to take the money and then answer 503 (the answer lost) or to answer 401 (our key refused), and lists the
//   requests it received (their bodies as sent) and the debits it executed.
// It plays the bank, so it imports nothing from lib/.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export type DirectDebitSimulatorOptions = {
  /** the key our service sends as `Authorization: Bearer …` (BANK_API_KEY) */
  apiKey: string;
  /** the clock of the bank's operation dates (tests may fix it) */
  now?: () => Date;
};

/**
 * What the simulated bank does with the next debits: `normal`; `down`: 503 without touching anything; `lose_answer`:
 * executes the debit (remembered under its idempotency key) and then answers 503, as when the answer is lost;
 * `unauthorized`: 401 without touching anything, as when the bank no longer accepts our API key.
 */
export const directDebitSimulatorModes = ['normal', 'down', 'lose_answer', 'unauthorized'] as const;
export type DirectDebitSimulatorMode = (typeof directDebitSimulatorModes)[number];

export type DirectDebitRequestBody = {
  referenciaMandato: string;
  cuentaOrdenante: string;
  nombreOrdenante: string;
  monto: string;
  moneda: string;
  concepto?: string;
};

export type DirectDebitAnswer =
  | { estado: 'aceptada'; idempotencia: string; referenciaBanco: string; monto: string; fechaOperacion: string }
  | {
      estado: 'rechazada';
      idempotencia: string;
      causa: { codigo: 'fondos_insuficientes' | 'mandato_cancelado' | 'cuenta_invalida'; descripcion: string };
    };

/** One debit the simulated bank executed (money actually taken from the payer): what tests count. */
export type ExecutedDebit = { idempotencia: string; referenciaBanco: string; cuentaOrdenante: string; monto: string };

/** One debit request received (whatever its answer): its idempotency key and its body exactly as sent. */
export type ReceivedDebitRequest = { idempotencia: string; cuerpo: string };

const PREFIX = '/domiciliaciones';
const CONTROL = `${PREFIX}/__simulador`;

const sha256 = (value: string) => createHash('sha256').update(value).digest();

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function error(res: ServerResponse, status: number, codigo: string, descripcion: string) {
  send(res, status, { error: { codigo, descripcion } });
}

/** CLABE check digit (weights 3, 7, 1), as every Mexican bank computes it. */
function validClabe(clabe: string): boolean {
  if (!/^\d{18}$/.test(clabe)) return false;
  const weights = [3, 7, 1];
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (Number(clabe[i]) * (weights[i % 3] ?? 1)) % 10;
  return (10 - (sum % 10)) % 10 === Number(clabe[17]);
}

function readBody(body: string): DirectDebitRequestBody | string {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return 'El cuerpo no es JSON.';
  }
  if (typeof value !== 'object' || value === null) return 'El cuerpo debe ser un objeto.';
  const v = value as Record<string, unknown>;
  const text = (name: string, max: number) =>
    typeof v[name] === 'string' && (v[name] as string).length > 0 && (v[name] as string).length <= max;
  if (!text('referenciaMandato', 40)) return 'referenciaMandato es obligatoria (hasta 40 caracteres).';
  if (!text('cuentaOrdenante', 18)) return 'cuentaOrdenante es obligatoria.';
  if (!text('nombreOrdenante', 40)) return 'nombreOrdenante es obligatorio (hasta 40 caracteres).';
  if (typeof v.monto !== 'string' || !/^\d{1,10}\.\d{2}$/.test(v.monto) || Number(v.monto) <= 0)
    return 'monto debe ser un importe positivo con dos decimales, como texto (p. ej. "1500.00").';
  if (v.moneda !== 'MXN') return 'moneda debe ser MXN.';
  if (v.concepto !== undefined && (typeof v.concepto !== 'string' || v.concepto.length > 40)) return 'concepto admite hasta 40 caracteres.';
  return v as unknown as DirectDebitRequestBody;
}

export function createDirectDebitHandler(
  options: DirectDebitSimulatorOptions,
): (req: IncomingMessage, res: ServerResponse, body: string) => Promise<boolean> {
  const keyHash = sha256(`Bearer ${options.apiKey}`);
  const now = options.now ?? (() => new Date());
  const answers = new Map<string, DirectDebitAnswer>();
  const executed: ExecutedDebit[] = [];
  const requests: ReceivedDebitRequest[] = [];
  let mode: DirectDebitSimulatorMode = 'normal';
  let received = 0;

  const authorized = (req: IncomingMessage) => timingSafeEqual(sha256(String(req.headers.authorization ?? '')), keyHash);

  function decide(key: string, request: DirectDebitRequestBody): DirectDebitAnswer {
    const account = request.cuentaOrdenante.slice(6, 17);
    if (!validClabe(request.cuentaOrdenante))
      return {
        estado: 'rechazada',
        idempotencia: key,
        causa: { codigo: 'cuenta_invalida', descripcion: 'La cuenta CLABE del ordenante no es válida' },
      };
    if (request.referenciaMandato.startsWith('CANCEL'))
      return {
        estado: 'rechazada',
        idempotencia: key,
        causa: { codigo: 'mandato_cancelado', descripcion: 'El mandato de domiciliación fue cancelado' },
      };
    if (account.endsWith('0000'))
      return { estado: 'rechazada', idempotencia: key, causa: { codigo: 'fondos_insuficientes', descripcion: 'Fondos insuficientes' } };
    const date = now().toLocaleDateString('sv-SE', { timeZone: 'America/Mexico_City' });
    const referenciaBanco = `DOM${date.replaceAll('-', '')}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
    executed.push({ idempotencia: key, referenciaBanco, cuentaOrdenante: request.cuentaOrdenante, monto: request.monto });
    return { estado: 'aceptada', idempotencia: key, referenciaBanco, monto: request.monto, fechaOperacion: date };
  }

  return async (req, res, body) => {
    const url = new URL(req.url ?? '/', 'http://bank.local');
    if (url.pathname !== PREFIX && !url.pathname.startsWith(`${PREFIX}/`)) return false;
    if (!authorized(req)) {
      error(res, 401, 'no_autorizado', 'La clave de API no es válida.');
      return true;
    }
    if (url.pathname === CONTROL) {
      if (req.method === 'POST') {
        let next: unknown;
        try {
          next = (JSON.parse(body) as { modo?: unknown }).modo;
        } catch {}
        if (!directDebitSimulatorModes.includes(next as DirectDebitSimulatorMode)) {
          error(res, 400, 'modo_invalido', `modo debe ser uno de ${directDebitSimulatorModes.join(', ')}.`);
          return true;
        }
        mode = next as DirectDebitSimulatorMode;
      }
      if (req.method === 'DELETE') {
        answers.clear();
        executed.length = 0;
        requests.length = 0;
        received = 0;
        mode = 'normal';
      }
      send(res, 200, { modo: mode, recibidas: received, solicitudes: requests, ejecutadas: executed });
      return true;
    }
    if (url.pathname !== PREFIX) {
      error(res, 404, 'no_encontrado', 'Ruta desconocida.');
      return true;
    }
    if (req.method !== 'POST') {
      error(res, 405, 'metodo_no_permitido', 'Use POST.');
      return true;
    }
    received++;
    requests.push({ idempotencia: String(req.headers['idempotency-key'] ?? ''), cuerpo: body });
    if (mode === 'unauthorized') {
      error(res, 401, 'no_autorizado', 'La clave de API no es válida.');
      return true;
    }
    if (mode === 'down') {
      error(res, 503, 'servicio_no_disponible', 'El servicio de domiciliación no está disponible.');
      return true;
    }
    const key = String(req.headers['idempotency-key'] ?? '');
    if (!/^[A-Za-z0-9-]{8,64}$/.test(key)) {
      error(res, 400, 'idempotencia_invalida', 'Idempotency-Key es obligatoria (de 8 a 64 letras, dígitos o guiones).');
      return true;
    }
    let answer = answers.get(key);
    if (!answer) {
      const request = readBody(body);
      if (typeof request === 'string') {
        error(res, 400, 'solicitud_invalida', request);
        return true;
      }
      answer = decide(key, request);
      answers.set(key, answer);
    }
    if (mode === 'lose_answer') {
      error(res, 503, 'servicio_no_disponible', 'El servicio de domiciliación no está disponible.');
      return true;
    }
    send(res, answer.estado === 'aceptada' ? 201 : 422, answer);
    return true;
  };
}
