// A local DHL Express (MyDHL API) for the tests and `npm run dev`: the documented endpoints the adapter uses
// (api.ts), HTTP Basic authentication with the account's API key and secret, DHL's error shape (errors.ts), an
// in-memory network (network.ts, tracking.ts), and a control surface outside the documented API for tests:
//   POST   /__simulator/faults    { endpoint, kind, count?, delayMs?, retryAfterSeconds? }: the next `count` calls of
//                                 an endpoint ("rates", "shipments", "tracking", "pickups", "address-validate" or "*")
//                                 are slow, answer 500/503/429, answer malformed JSON or drop the connection
//   DELETE /__simulator/faults    clears them
//   POST   /__simulator/advance   { shipmentTrackingNumber, steps?, until?, outcome? }: moves a shipment's tracking on
//   GET    /__simulator/requests  every documented call received (method, endpoint, Message-Reference, status)
// It imports nothing from lib/: it plays the carrier, and must not share the adapter's assumptions.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type ApiAnswer,
  cancelPickup,
  createPickup,
  createShipment,
  getRates,
  type SimulatorState,
  trackShipment,
  validateAddress,
} from './api';
import { DhlHttpError, unauthorized } from './errors';
import type { Outcome } from './tracking';

export type DhlExpressCredentials = { apiKey: string; apiSecret: string; accountNumber: string };

/** The credentials the simulator accepts unless told otherwise (printed by `npm run dev`). */
export const DHL_EXPRESS_DEMO_CREDENTIALS: DhlExpressCredentials = {
  apiKey: 'envios-dhl-demo',
  apiSecret: 'secreto-dhl-demo',
  accountNumber: '123456789',
};

export type DhlEndpoint = 'rates' | 'shipments' | 'tracking' | 'pickups' | 'address-validate';
export type DhlFault = {
  endpoint: DhlEndpoint | '*';
  kind: 'slow' | '500' | '503' | '429' | 'malformed' | 'disconnect';
  /** how many calls it affects (default 1) */
  count?: number;
  /** for `slow`: how long before the normal answer (default 5000 ms) */
  delayMs?: number;
  /** for `429` and `503`: the Retry-After header, seconds */
  retryAfterSeconds?: number;
};
export type DhlAdvance = { shipmentTrackingNumber: string; steps?: number; until?: string; outcome?: Outcome };
export type DhlRecordedRequest = { method: string; endpoint: DhlEndpoint; path: string; messageReference: string | null; status: number };

export type DhlExpressSimulatorOptions = {
  /** 0 (default): any free port */
  port?: number;
  host?: string;
  /** added to every documented call (the benchmark's simulated carrier latency) */
  latencyMs?: number;
  credentials?: DhlExpressCredentials;
  /** a shipment reveals its next checkpoint every this many ms; null (default): only when advanced */
  eventIntervalMs?: number | null;
};

export type DhlExpressSimulator = {
  /** the API's base URL, as DHL_EXPRESS_API_URL takes it (…/mydhlapi/test) */
  url: string;
  credentials: DhlExpressCredentials;
  injectFault(fault: DhlFault): void;
  clearFaults(): void;
  /** moves a shipment's tracking on; returns the event codes it now has, or null for an unknown shipment */
  advance(request: DhlAdvance): string[] | null;
  requests(): DhlRecordedRequest[];
  close(): Promise<void>;
};

const BASE_PATH = '/mydhlapi/test';
const MALFORMED_JSON = '{"products": [{"productName": "EXPRESS DOMESTIC", "productCode": ';

const sleep = (ms: number, timers: Set<NodeJS.Timeout>) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      resolve();
    }, ms);
    timers.add(timer);
  });

function route(method: string, path: string): { endpoint: DhlEndpoint; param?: string } | null {
  if (method === 'GET' && path === '/rates') return { endpoint: 'rates' };
  if (method === 'POST' && path === '/shipments') return { endpoint: 'shipments' };
  const tracking = /^\/shipments\/([^/]+)\/tracking$/.exec(path);
  if (method === 'GET' && tracking) return { endpoint: 'tracking', param: decodeURIComponent(tracking[1]) };
  if (method === 'POST' && path === '/pickups') return { endpoint: 'pickups' };
  const pickup = /^\/pickups\/([^/]+)$/.exec(path);
  if (method === 'DELETE' && pickup) return { endpoint: 'pickups', param: decodeURIComponent(pickup[1]) };
  if (method === 'GET' && path === '/address-validate') return { endpoint: 'address-validate' };
  return null;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}, problem = false): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  response.writeHead(status, { 'content-type': problem ? 'application/problem+json' : 'application/json', ...headers });
  response.end(text);
}

function authorized(header: string | undefined, credentials: DhlExpressCredentials): boolean {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  if (!match) return false;
  return Buffer.from(match[1], 'base64').toString('utf8') === `${credentials.apiKey}:${credentials.apiSecret}`;
}

export async function startDhlExpressSimulator(options: DhlExpressSimulatorOptions = {}): Promise<DhlExpressSimulator> {
  const credentials = options.credentials ?? DHL_EXPRESS_DEMO_CREDENTIALS;
  const state: SimulatorState = {
    accountNumbers: new Set([credentials.accountNumber]),
    eventIntervalMs: options.eventIntervalMs ?? null,
    shipments: new Map(),
    pickups: new Map(),
  };
  const faults: Array<DhlFault & { left: number }> = [];
  const recorded: DhlRecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const advance = ({ shipmentTrackingNumber, ...how }: DhlAdvance) =>
    state.shipments
      .get(shipmentTrackingNumber)
      ?.timeline.advance(how)
      .map((event) => event.typeCode) ?? null;

  function takeFault(endpoint: DhlEndpoint): DhlFault | null {
    const index = faults.findIndex((fault) => fault.endpoint === endpoint || fault.endpoint === '*');
    if (index === -1) return null;
    const fault = faults[index];
    if (--fault.left <= 0) faults.splice(index, 1);
    return fault;
  }

  async function control(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
    const method = request.method ?? 'GET';
    const raw = method === 'POST' ? await readBody(request) : '';
    let body: Record<string, unknown> = {};
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      return send(response, 400, { error: 'body is not JSON' });
    }
    if (path === '/__simulator/faults' && method === 'POST') {
      faults.push({ ...(body as DhlFault), left: Number(body.count ?? 1) });
      return send(response, 204, undefined);
    }
    if (path === '/__simulator/faults' && method === 'DELETE') {
      faults.length = 0;
      return send(response, 204, undefined);
    }
    if (path === '/__simulator/advance' && method === 'POST') {
      const events = advance(body as DhlAdvance);
      return events
        ? send(response, 200, { shipmentTrackingNumber: body.shipmentTrackingNumber, events })
        : send(response, 404, { error: 'unknown shipment' });
    }
    if (path === '/__simulator/requests' && method === 'GET') return send(response, 200, recorded);
    return send(response, 404, { error: 'unknown control' });
  }

  async function handle(request: IncomingMessage, response: ServerResponse, origin: string): Promise<void> {
    const url = new URL(request.url ?? '/', origin);
    const path = url.pathname.replace(/^\/mydhlapi(\/test)?(?=\/)/, '');
    if (path.startsWith('/__simulator/')) return control(request, response, path);
    const method = request.method ?? 'GET';
    const instance = `/expressapi${path}${url.search}`;
    const target = route(method, path);
    if (!target) {
      return send(
        response,
        404,
        { instance, detail: 'Resource not found', title: 'Not found', message: 'Not found', status: '404' },
        {},
        true,
      );
    }
    const messageReference = (request.headers['message-reference'] as string | undefined) ?? null;
    const answerHeaders = { 'message-reference': messageReference ?? randomUUID(), 'invocation-id': randomUUID() };
    const record: DhlRecordedRequest = { method, endpoint: target.endpoint, path: `${path}${url.search}`, messageReference, status: 0 };
    recorded.push(record);
    const body = method === 'POST' ? await readBody(request) : '';
    if (options.latencyMs) await sleep(options.latencyMs, timers);

    const fault = takeFault(target.endpoint);
    if (fault?.kind === 'slow') await sleep(fault.delayMs ?? 5000, timers);
    if (fault?.kind === 'disconnect') {
      record.status = -1;
      request.socket.destroy();
      return;
    }
    if (fault?.kind === '429' || fault?.kind === '503' || fault?.kind === '500') {
      record.status = Number(fault.kind);
      const retryAfter: Record<string, string> =
        fault.retryAfterSeconds === undefined ? {} : { 'retry-after': String(fault.retryAfterSeconds) };
      const detail =
        fault.kind === '429'
          ? 'Too many requests'
          : '999: Process failure occurred. Process ID associated for that transaction (1234567890)';
      const title = fault.kind === '429' ? 'Too Many Requests' : fault.kind === '503' ? 'Service Unavailable' : 'Internal Server Error';
      return send(
        response,
        record.status,
        { instance, detail, title, message: title, status: fault.kind },
        { ...answerHeaders, ...retryAfter },
        true,
      );
    }
    if (fault?.kind === 'malformed') {
      record.status = 200;
      response.writeHead(200, { 'content-type': 'application/json', ...answerHeaders });
      response.end(MALFORMED_JSON);
      return;
    }

    let answer: ApiAnswer;
    try {
      if (!authorized(request.headers.authorization, credentials)) throw unauthorized();
      if (messageReference !== null && (messageReference.length < 1 || messageReference.length > 36)) {
        throw new DhlHttpError(400, {
          detail: 'Parameters not having correct format: Message-Reference (minLength=1, maxLength=36)',
          title: 'Wrong format',
          message: 'Bad request',
        });
      }
      let json: unknown;
      if (method === 'POST') {
        try {
          json = JSON.parse(body);
        } catch {
          throw new DhlHttpError(400, { detail: 'The request body is not valid JSON.', title: 'Bad request', message: 'Bad request' });
        }
      }
      const base = `${origin}${BASE_PATH}`;
      answer =
        target.endpoint === 'rates'
          ? getRates(state, url.searchParams)
          : target.endpoint === 'shipments'
            ? createShipment(state, json, base)
            : target.endpoint === 'tracking'
              ? trackShipment(
                  state,
                  target.param as string,
                  url.searchParams,
                  (request.headers['accept-language'] as string | undefined) ?? null,
                )
              : target.endpoint === 'address-validate'
                ? validateAddress(url.searchParams)
                : method === 'DELETE'
                  ? cancelPickup(state, target.param as string, url.searchParams)
                  : createPickup(state, json);
    } catch (error) {
      if (!(error instanceof DhlHttpError)) throw error;
      record.status = error.httpStatus;
      const extra: Record<string, string> = error.httpStatus === 401 ? { 'www-authenticate': 'Basic realm="mydhlapi"' } : {};
      return send(
        response,
        error.httpStatus,
        { instance, ...error.body, status: String(error.httpStatus) },
        { ...answerHeaders, ...extra },
        true,
      );
    }
    record.status = answer.status;
    send(response, answer.status, answer.body, { ...answerHeaders, ...answer.headers });
  }

  let origin = '';
  const server = createServer((request, response) => {
    handle(request, response, origin).catch((error: Error) => {
      if (!response.headersSent) send(response, 500, { detail: error.message, title: 'Internal Server Error', status: '500' }, {}, true);
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  origin = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;

  return {
    url: `${origin}${BASE_PATH}`,
    credentials,
    injectFault: (fault) => faults.push({ ...fault, left: fault.count ?? 1 }),
    clearFaults: () => {
      faults.length = 0;
    },
    advance,
    requests: () => [...recorded],
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
