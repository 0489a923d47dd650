// FedEx's failures as CarrierError kinds with Spanish messages (docs/carriers/fedex.md, "Errors"). FedEx answers
// `{ transactionId, errors: [{ code, message }] }` with English messages; a person reads our Spanish line for the
// code, or a general one that names the code FedEx gave.
import { CarrierError } from '../carrier';
import { FEDEX } from './services';

export type FedexErrorItem = { code: string; message: string };

/** The `errors` of a FedEx error body (empty when the body has none). */
export function fedexErrors(body: unknown): FedexErrorItem[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors
    .filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null)
    .map((e) => ({ code: String(e.code ?? ''), message: String(e.message ?? '') }));
}

// What FedEx refused, said to a person. Codes from FedEx's documentation, and the simulator's own (same style).
const rejectedMessages: Record<string, string> = {
  'ACCOUNT.NUMBER.MISMATCH': 'El número de cuenta de FedEx no coincide con la cuenta que paga el envío.',
  'SHIPPER.POSTALCODE.INVALID': 'FedEx no reconoce el código postal de origen.',
  'RECIPIENT.POSTALCODE.INVALID': 'FedEx no reconoce el código postal de destino.',
  'SHIPPER.POSTALSTATE.MISMATCH': 'El código postal de origen no corresponde al estado indicado, según FedEx.',
  'RECIPIENT.POSTALSTATE.MISMATCH': 'El código postal de destino no corresponde al estado indicado, según FedEx.',
  'RECIPIENTCONTACT.PHONENUMBER.INVALID': 'FedEx no acepta el teléfono del destinatario (de 10 a 15 dígitos).',
  'SHIPPERCONTACT.PHONENUMBER.INVALID': 'FedEx no acepta el teléfono del remitente (de 10 a 15 dígitos).',
  'PACKAGE.WEIGHT.EXCEEDED': 'El paquete pesa más de lo que FedEx Express acepta por pieza (68 kg).',
  'SERVICE.TYPE.INVALID': 'FedEx no ofrece ese servicio en México.',
  'SERVICE.UNAVAILABLE.FOR.ROUTE': 'FedEx no ofrece ese servicio entre esos códigos postales.',
  'SPECIALSERVICE.COD.NOTALLOWED': 'FedEx no ofrece cobro contra entrega en envíos nacionales de México.',
  'COUNTRY.NOT.SERVED': 'FedEx solo se usa aquí para envíos dentro de México.',
  'TRACKING.TRACKINGNUMBER.NOTFOUND': 'FedEx no encontró ese número de guía.',
  'TRACKING.TRACKINGNUMBER.EMPTY': 'Falta el número de guía de FedEx.',
  'SHIPMENT.CANCEL.NOTALLOWED': 'FedEx ya no permite cancelar esta guía: el paquete ya está en su red.',
  'PICKUP.REQUESTED.PREVIOUS.DAY': 'FedEx no programa recolecciones en una fecha que ya pasó.',
  'PICKUP.POSTALCODE.MISSING': 'FedEx necesita el código postal de la dirección de recolección.',
  'NOT.FOUND.ERROR': 'FedEx no encontró lo que se pidió (la guía o la recolección ya no existe).',
  'INVALID.INPUT.EXCEPTION': 'FedEx rechazó un dato de la solicitud.',
};

/** A refusal of the request itself (400, 404, 409, 422): `rejected`, with FedEx's first reason in Spanish. */
export function fedexRejected(status: number, body: unknown): CarrierError {
  const [first] = fedexErrors(body);
  const code = first?.code || `HTTP ${status}`;
  const message = (first && rejectedMessages[first.code]) ?? `FedEx rechazó la solicitud (código ${code}).`;
  return new CarrierError('rejected', message, { carrier: FEDEX, status, carrierCode: first?.code });
}

/** FedEx refused the credentials: the token request (401/400) or the account's rights on a call (401 again, 403). */
export function fedexCredentialsRefused(status: number, body: unknown, stage: 'token' | 'call'): CarrierError {
  const [first] = fedexErrors(body);
  const message =
    stage === 'token'
      ? 'FedEx rechazó las credenciales: revisa el Client ID (API Key) y el Client Secret (Secret Key) de tu proyecto en FedEx Developer.'
      : status === 403
        ? 'FedEx no autorizó la operación con estas credenciales: revisa que el número de cuenta pertenezca al proyecto y que el proyecto tenga habilitada la API.'
        : 'FedEx rechazó el token de acceso recién emitido: revisa las credenciales de la cuenta de FedEx.';
  return new CarrierError('credentials', message, { carrier: FEDEX, status, carrierCode: first?.code });
}

/** An answer whose shape is not the documented one: FedEx is treated as unavailable (nothing was decided). */
export function fedexUnexpected(what: string): CarrierError {
  return new CarrierError('unavailable', `FedEx respondió de una forma inesperada (${what}).`, { carrier: FEDEX });
}

/** carrierFetch's outage (English, for logs) as a Spanish line, same kind and details. */
export function inSpanish(error: CarrierError, timeoutMs: number): CarrierError {
  const status = error.details.status;
  let message: string;
  if (status === 429) message = 'FedEx está limitando las solicitudes en este momento; intenta de nuevo en unos minutos.';
  else if (status !== undefined && status >= 500) message = `FedEx no está disponible en este momento (HTTP ${status}).`;
  else if (error.message.includes('not JSON')) message = 'FedEx respondió con un contenido que no es JSON.';
  else if (error.message.startsWith('no answer')) message = `FedEx no respondió en ${timeoutMs} ms.`;
  else message = 'No se pudo conectar con FedEx.';
  return new CarrierError('unavailable', message, { ...error.details, carrier: FEDEX });
}
