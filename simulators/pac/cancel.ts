// The PAC simulator's cancellation (docs/payments.md "Invoices for the merchant"), in the shape of SW Sapien's public
// cancellation API (fixtures/cancel-csd-response.json). The stamping server (./server.ts) hands here every path that
// contains /cancel:
//   POST /cfdi33/cancel/csd                       cancel by CSD: { uuid, rfc, motivo, foliosustitucion, b64Cer, b64Key,
//                                                 password } -> { status: 'success', data: { acuse, uuid: { <uuid>: '201' } } }
//   GET  /cfdi33/cancel/status/{uuid}             the SAT's status query (ConsultaCFDIService's fields: codigoEstatus,
//                                                 estado, esCancelable, estatusCancelacion)
//   POST /simulator/cancel/{uuid}/{Aceptacion|Rechazo}   the receiver's answer to a cancellation in process (what SW's
//                                                 /acceptreject does for the receiver), for tests and the demo
// The SAT's rule as played here: an invoice whose Total is under $5,000 is cancelled at once ("Cancelado sin
// aceptación"); from $5,000 the receiver must accept it: "En proceso" until the receiver accepts ("Cancelado con
// aceptación") or rejects ("Solicitud rechazada", the CFDI stays valid and may be asked again).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export type PacCancelOptions = {
  /** the bearer token the simulator accepts */
  token: string;
  /** the stamps the simulator has issued, by UUID (the stamped XML), for a cancellation to find its invoice */
  stampsByUuid: Map<string, string>;
};

/** Totals from this amount (pesos) need the receiver's acceptance. */
export const ACCEPTANCE_THRESHOLD_PESOS = 5_000;

type CancelState = {
  estatus: 'En proceso' | 'Cancelado sin aceptación' | 'Cancelado con aceptación' | 'Solicitud rechazada';
  motivo: string;
};

const REASONS = new Set(['01', '02', '03', '04']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function send(res: ServerResponse, status: number, body: unknown): true {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
  return true;
}

const refuse = (res: ServerResponse, status: number, message: string, messageDetail: string | null = null) =>
  send(res, status, { status: 'error', message, messageDetail });

function acuse(rfc: string, uuid: string, code: string): string {
  const fecha = new Date().toISOString().slice(0, 23);
  return (
    `<?xml version="1.0" encoding="utf-8"?><Acuse xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" Fecha="${fecha}" RfcEmisor="${rfc}">` +
    `<Folios xmlns="http://cancelacfd.sat.gob.mx"><UUID>${uuid.toUpperCase()}</UUID><EstatusUUID>${code}</EstatusUUID></Folios></Acuse>`
  );
}

/** The bearer token against the simulator's, in constant time (hashes of equal length). */
const tokenMatches = (given: string, token: string) =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(token).digest());

const attribute = (xml: string, element: string, name: string) =>
  new RegExp(`<${element}\\b[^>]*\\s${name}="([^"]*)"`).exec(xml)?.[1] ?? null;

/** Handles a cancellation request; answers true when it wrote the answer. */
export function createCancelHandler(
  options: PacCancelOptions,
): (req: IncomingMessage, res: ServerResponse, body: string) => Promise<boolean> {
  const states = new Map<string, CancelState>();
  const stampOf = (uuid: string) => options.stampsByUuid.get(uuid.toUpperCase()) ?? options.stampsByUuid.get(uuid.toLowerCase()) ?? null;

  return async (req, res, body) => {
    const url = new URL(req.url ?? '/', 'http://pac.local');
    const auth = req.headers.authorization ?? '';
    if (!tokenMatches(auth.replace(/^bearer\s+/i, '').trim(), options.token))
      return refuse(res, 401, 'AU2000 - El token no es válido o expiró.');

    const control = /^\/simulator\/cancel\/([^/]+)\/(Aceptacion|Rechazo)$/.exec(url.pathname);
    if (control && req.method === 'POST') {
      const uuid = control[1].toLowerCase();
      const state = states.get(uuid);
      if (!state || state.estatus !== 'En proceso')
        return refuse(res, 400, '1003 - No hay una solicitud de cancelación en proceso para este UUID.');
      state.estatus = control[2] === 'Aceptacion' ? 'Cancelado con aceptación' : 'Solicitud rechazada';
      return send(res, 200, { status: 'success', data: { folios: [{ uuid, estatusUUID: '1000', respuesta: control[2] }] } });
    }

    const status = /^\/cfdi33\/cancel\/status\/([^/]+)$/.exec(url.pathname);
    if (status && req.method === 'GET') {
      const uuid = status[1].toLowerCase();
      const xml = stampOf(uuid);
      if (!xml)
        return send(res, 200, {
          status: 'success',
          data: { codigoEstatus: 'N - 602: Comprobante no encontrado.', estado: 'No Encontrado', esCancelable: '', estatusCancelacion: '' },
        });
      const state = states.get(uuid);
      const cancelled = state?.estatus === 'Cancelado sin aceptación' || state?.estatus === 'Cancelado con aceptación';
      return send(res, 200, {
        status: 'success',
        data: {
          codigoEstatus: 'S - Comprobante obtenido satisfactoriamente.',
          estado: cancelled ? 'Cancelado' : 'Vigente',
          esCancelable:
            Number(attribute(xml, 'cfdi:Comprobante', 'Total')) < ACCEPTANCE_THRESHOLD_PESOS
              ? 'Cancelable sin aceptación'
              : 'Cancelable con aceptación',
          estatusCancelacion: state?.estatus ?? '',
        },
      });
    }

    if (url.pathname === '/cfdi33/cancel/csd' && req.method === 'POST') {
      let input: Record<string, unknown>;
      try {
        input = JSON.parse(body) as Record<string, unknown>;
      } catch {
        return refuse(res, 400, 'CA1000 - El cuerpo de la solicitud no es un JSON válido.');
      }
      const field = (name: string) => (typeof input[name] === 'string' ? (input[name] as string).trim() : '');
      for (const name of ['uuid', 'rfc', 'motivo', 'b64Cer', 'b64Key', 'password']) {
        if (!field(name)) return refuse(res, 400, `CA1001 - Falta el campo ${name}.`);
      }
      const uuid = field('uuid').toLowerCase();
      const motivo = field('motivo');
      const substitute = field('foliosustitucion');
      if (!UUID.test(uuid)) return refuse(res, 400, 'CA1002 - El UUID no tiene un formato válido.');
      if (!REASONS.has(motivo)) return refuse(res, 400, 'CA1003 - El motivo de cancelación no existe en el catálogo del SAT.');
      if (motivo === '01' && !UUID.test(substitute)) return refuse(res, 400, 'CA1004 - El motivo 01 requiere el folio de sustitución.');
      const xml = stampOf(uuid);
      if (!xml) return refuse(res, 400, 'CA1005 - 205: El UUID no existe.');
      if (attribute(xml, 'cfdi:Emisor', 'Rfc') !== field('rfc'))
        return refuse(res, 400, 'CA1006 - 203: El UUID no corresponde al RFC del emisor.');
      const current = states.get(uuid);
      const already = current && current.estatus !== 'Solicitud rechazada';
      if (!already) {
        const total = Number(attribute(xml, 'cfdi:Comprobante', 'Total'));
        states.set(uuid, { estatus: total < ACCEPTANCE_THRESHOLD_PESOS ? 'Cancelado sin aceptación' : 'En proceso', motivo });
      }
      const code = already ? '202' : '201';
      return send(res, 200, { data: { acuse: acuse(field('rfc'), uuid, code), uuid: { [uuid]: code } }, status: 'success' });
    }

    return refuse(res, 404, 'La ruta de cancelación no existe en el simulador.');
  };
}
