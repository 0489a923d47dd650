// A local PAC (proveedor autorizado de certificación) playing SW Sapien's public "stamp v4" REST API
// (fixtures/stamp-v4-response.json, fixtures/stamp-v4-previously-stamped.json): POST /v4/cfdi33/stamp/v4 with the
// sealed CFDI 4.0 as the multipart field `xml`, `Authorization: bearer <token>` and an optional `customid` header.
// It checks the token, reads the XML, checks the Sello against the certificate in the XML (./seal-check.ts), adds the
// TimbreFiscalDigital 1.1 inside Complemento (SelloSAT signed with its own key) and remembers each stamp by the Sello:
// the same CFDI sent again gets the first stamp back in SW's "307 ... timbre previo" answer, never a second UUID.
// Any path containing /cancel is the cancellation's (./cancel.ts). A control surface outside the API
// (POST /__simulator/faults) makes it answer 503 or 429, refuse the next CFDIs, or refuse the receivers whose Nombre
// is in a list, for tests. As the PAC must (RMF 2.7.2.9, Anexo 20's validation 401) it refuses a CFDI whose Fecha is
// more than 72 hours before the stamp (Mexico City time), and amounts that do not add up or an IVA outside the SAT's
// tolerance (./amounts-check.ts). It plays the PAC: it imports nothing of lib/.
import { createHash, createSign, generateKeyPairSync, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { amountsProblem } from './amounts-check';
import { createCancelHandler } from './cancel';
import { CFDI_NS, type ParsedCfdi, parseCfdi, sealProblem } from './seal-check';

export const PAC_SIMULATOR_TOKEN = 'token-pac-simulado-envios-mx-0001';
/** SW Sapien's RFC, as its stamps carry it in RfcProvCertif. */
export const PAC_RFC = 'SPR190613I52';
export const SAT_CERTIFICATE_NUMBER = '30001000000500003456';
export const STAMP_PATH = '/v4/cfdi33/stamp/v4';

/**
 * unavailable: 503; throttled: 429 (both transient); reject: a CFDI40xxx refusal of any CFDI; reject_receiver: the
 * SAT's CFDI40145 for a Receptor whose Nombre is in `names` (the others are stamped). `count` ends the fault after so
 * many requests it answered.
 */
export type PacFault =
  | { mode: 'unavailable' | 'throttled' | 'reject'; count?: number }
  | { mode: 'reject_receiver'; names: string[]; count?: number };

/** The SAT's window between a CFDI's Fecha and its stamp. */
export const STAMP_WINDOW_HOURS = 72;
export const FECHA_OUT_OF_RANGE = '401 - El rango de la fecha de generación no debe de ser mayor a 72 horas para la emisión del timbre.';
export const RECEIVER_NAME_REFUSED =
  'CFDI40145 - El campo Nombre del receptor, debe encontrarse en la lista de RFC inscritos no cancelados en el SAT.';

/** Hours between two Mexico City local times without zone ("2026-11-28T10:15:00"). */
const hoursBetween = (from: string, to: string) => (Date.parse(`${to}Z`) - Date.parse(`${from}Z`)) / 3_600_000;

const receiverName = (root: ParsedCfdi['root']) => root.getElementsByTagNameNS(CFDI_NS, 'Receptor')[0]?.getAttribute('Nombre') ?? '';

export type PacStampData = {
  cadenaOriginalSAT: string;
  noCertificadoSAT: string;
  noCertificadoCFDI: string;
  uuid: string;
  selloSAT: string;
  selloCFDI: string;
  fechaTimbrado: string;
  qrCode: string;
  cfdi: string;
};

export type PacSimulator = {
  url: string;
  token: string;
  /** the public key of the simulator's "SAT certificate", to verify SelloSAT */
  satPublicKeyPem: string;
  /** calls to the stamp endpoint, and stamps issued (a repeat answers the first stamp and issues none) */
  stats: { stampCalls: number; stampsIssued: number };
  fault(fault: PacFault | null): void;
  close(): Promise<void>;
};

const mexicoCityNow = () => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Mexico_City',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date())
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
};

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

const error = (res: ServerResponse, status: number, message: string, data: PacStampData | null = null) =>
  send(res, status, { message, messageDetail: null, data, status: 'error' });

/** The field `xml` of a multipart/form-data body (SW's stamp takes the file there), or the body when it is XML itself. */
function xmlOf(req: IncomingMessage, body: Buffer): string | null {
  const type = req.headers['content-type'] ?? '';
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(type);
  if (!boundary) return /xml/i.test(type) ? body.toString('utf8') : null;
  const text = body.toString('utf8');
  for (const part of text.split(`--${boundary[1] ?? boundary[2]}`)) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0 || !/name="xml"/i.test(part.slice(0, split))) continue;
    return part.slice(split + 4).replace(/\r\n$/, '');
  }
  return null;
}

const tokenMatches = (given: string, token: string) => {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(token).digest();
  return timingSafeEqual(a, b);
};

export async function startPacSimulator(options: { port?: number; host?: string; token?: string } = {}): Promise<PacSimulator> {
  const token = options.token ?? PAC_SIMULATOR_TOKEN;
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const bySello = new Map<string, PacStampData>();
  const byCustomId = new Map<string, string>();
  const stampsByUuid = new Map<string, string>();
  const stats = { stampCalls: 0, stampsIssued: 0 };
  let fault: PacFault | null = null;
  const cancel = createCancelHandler({ token, stampsByUuid });

  function stamp(xml: string, sello: string, noCertificadoCFDI: string): PacStampData {
    const uuid = randomUUID().toUpperCase();
    const fechaTimbrado = mexicoCityNow();
    const cadenaOriginalSAT = `||1.1|${uuid}|${fechaTimbrado}|${PAC_RFC}|${sello}|${SAT_CERTIFICATE_NUMBER}||`;
    const selloSAT = createSign('RSA-SHA256').update(cadenaOriginalSAT, 'utf8').sign(privateKey, 'base64');
    const tfd =
      '<tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ' +
      'xsi:schemaLocation="http://www.sat.gob.mx/TimbreFiscalDigital http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd" ' +
      `Version="1.1" UUID="${uuid}" FechaTimbrado="${fechaTimbrado}" RfcProvCertif="${PAC_RFC}" SelloCFD="${sello}" NoCertificadoSAT="${SAT_CERTIFICATE_NUMBER}" SelloSAT="${selloSAT}"/>`;
    const end = xml.lastIndexOf('</cfdi:Comprobante>');
    const cfdi = `${xml.slice(0, end)}<cfdi:Complemento>${tfd}</cfdi:Complemento>${xml.slice(end)}`;
    return {
      cadenaOriginalSAT,
      noCertificadoSAT: SAT_CERTIFICATE_NUMBER,
      noCertificadoCFDI,
      uuid,
      selloSAT,
      selloCFDI: sello,
      fechaTimbrado,
      qrCode: '',
      cfdi,
    };
  }

  async function handleStamp(req: IncomingMessage, res: ServerResponse, body: Buffer): Promise<void> {
    stats.stampCalls++;
    const xml = xmlOf(req, body);
    const cfdi = xml === null ? null : parseCfdi(xml);
    if (fault && (fault.mode !== 'reject_receiver' || (cfdi && fault.names.includes(receiverName(cfdi.root))))) {
      const current = fault;
      if (current.count !== undefined && --current.count <= 0) fault = null;
      if (current.mode === 'unavailable') return error(res, 503, 'Servicio no disponible temporalmente, intente más tarde.');
      if (current.mode === 'throttled') return error(res, 429, 'Demasiadas solicitudes, intente más tarde.');
      if (current.mode === 'reject_receiver') return error(res, 400, RECEIVER_NAME_REFUSED);
      return error(res, 400, 'CFDI40999 - El servicio rechazó el comprobante (rechazo simulado).');
    }
    if (!xml || !cfdi) return error(res, 400, '301. XML mal formado.');
    if (/<(?:\w+:)?TimbreFiscalDigital\b/.test(xml)) return error(res, 400, '307. El comprobante contiene un timbre previo.');
    const sello = cfdi.attr('Sello');
    const previous = bySello.get(sello);
    if (previous) return error(res, 400, '307. El comprobante contiene un timbre previo.', previous);
    const problem = sealProblem(cfdi);
    if (problem) return error(res, 400, problem);
    const amounts = amountsProblem(cfdi);
    if (amounts) return error(res, 400, amounts);
    const age = hoursBetween(cfdi.attr('Fecha'), mexicoCityNow());
    if (!Number.isFinite(age) || age > STAMP_WINDOW_HOURS) return error(res, 400, FECHA_OUT_OF_RANGE);
    const customId = String(req.headers.customid ?? '');
    if (customId && byCustomId.has(customId))
      return error(res, 400, 'CFDI3307 - Timbre duplicado. El customId proporcionado está duplicado.');
    const data = stamp(xml, sello, cfdi.attr('NoCertificado'));
    bySello.set(sello, data);
    if (customId) byCustomId.set(customId, sello);
    stampsByUuid.set(data.uuid, data.cfdi);
    stats.stampsIssued++;
    send(res, 200, { data, status: 'success' });
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = new URL(req.url ?? '/', 'http://pac.local').pathname;
      void (async () => {
        if (path === '/__simulator/faults' && req.method === 'POST') {
          fault = JSON.parse(body.toString('utf8') || 'null') as PacFault | null;
          return send(res, 200, { fault });
        }
        if (path.includes('/cancel') && (await cancel(req, res, body.toString('utf8')))) return;
        const auth = /^bearer\s+(.+)$/i.exec(req.headers.authorization ?? '');
        if (!auth || !tokenMatches(auth[1].trim(), token)) return error(res, 401, 'AU2000 - El token proporcionado no es válido o expiró.');
        if (path === STAMP_PATH && req.method === 'POST') return handleStamp(req, res, body);
        return error(res, 404, 'Recurso no encontrado.');
      })().catch((e: unknown) => {
        if (!res.headersSent) error(res, 500, `Error interno del simulador: ${(e as Error).message}`);
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    satPublicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    stats,
    fault: (next) => {
      fault = next ? { ...next } : null;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((e) => (e ? reject(e) : resolve()));
        server.closeAllConnections();
      }),
  };
}
