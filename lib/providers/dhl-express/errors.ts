// MyDHL's refusals ({ instance, detail, title, message, status, additionalDetails? }) as CarrierError, in Spanish:
// the credentials kind for an account DHL does not accept (401, 403, an unknown account number), the rejected kind
// for a request it refuses, saying what it refused (docs/carriers/dhl-express.md, "Errors").
import { CarrierError } from '../carrier';
import { DHL_EXPRESS } from './payloads';

export type DhlOperation = 'rate' | 'shipment' | 'return' | 'tracking' | 'pickup' | 'pickup_cancel' | 'validate';

const OPERATION: Record<DhlOperation, string> = {
  rate: 'la cotización',
  shipment: 'la guía',
  return: 'la guía de devolución',
  tracking: 'el rastreo',
  pickup: 'la recolección',
  pickup_cancel: 'la cancelación de la recolección',
  validate: 'la verificación de la cuenta',
};

type DhlErrorBody = { detail?: unknown; title?: unknown; message?: unknown; additionalDetails?: unknown };

const FIELD: Record<string, string> = {
  postalCode: 'el código postal',
  cityName: 'la ciudad',
  countryCode: 'el país',
  provinceName: 'el estado',
  countyName: 'la colonia',
  addressLine1: 'la calle y número',
  addressLine2: 'la segunda línea de la dirección',
  addressLine3: 'la tercera línea de la dirección',
  phone: 'el teléfono',
  email: 'el correo',
  fullName: 'el nombre de contacto',
  companyName: 'el nombre de la empresa',
  weight: 'el peso del paquete',
  length: 'el largo del paquete',
  width: 'el ancho del paquete',
  height: 'el alto del paquete',
  productCode: 'el servicio',
  number: 'el número de cuenta',
  closeTime: 'la hora de cierre',
  location: 'el lugar de la recolección',
  plannedShippingDateAndTime: 'la fecha de envío',
  plannedPickupDateAndTime: 'la fecha de recolección',
  description: 'la descripción del contenido',
};

const PARTY: Record<string, string> = {
  shipperDetails: 'del remitente',
  receiverDetails: 'del destinatario',
};

/** "#/customerDetails/receiverDetails/postalAddress/cityName" as "la ciudad del destinatario". */
function fieldName(pointer: string): string {
  const parts = pointer.replace(/^#\/?/, '').split('/');
  const leaf = [...parts].reverse().find((part) => !/^\d+$/.test(part)) ?? '';
  const party = parts.map((part) => PARTY[part]).find(Boolean);
  const name = FIELD[leaf] ?? (leaf ? `el campo ${leaf}` : 'la solicitud');
  return party ? `${name} ${party}` : name;
}

/** One problem of DHL's JSON schema validator, in Spanish. */
export function describeSchemaProblem(problem: string): string {
  const [, pointer = '', rest = problem] = /^(#[^:]*):\s*(.*)$/.exec(problem) ?? [];
  const required = /required key \[(\w+)\] not found/.exec(rest);
  if (required) return `falta ${fieldName(`${pointer}/${required[1]}`)}`;
  const maxLength = /expected maxLength: (\d+), actual: (\d+)/.exec(rest);
  if (maxLength) return `${fieldName(pointer)} admite como máximo ${maxLength[1]} caracteres y tiene ${maxLength[2]}`;
  if (/expected minLength/.test(rest)) return `${fieldName(pointer)} está vacío`;
  if (/is not greater or equal to/.test(rest)) return `${fieldName(pointer)} es menor que el mínimo que acepta DHL`;
  if (/is not less or equal to/.test(rest)) return `${fieldName(pointer)} es mayor que el máximo que acepta DHL`;
  if (/extraneous key \[(\w+)\]/.test(rest)) return `${fieldName(pointer)} lleva un dato que DHL no acepta`;
  return `${fieldName(pointer)} no tiene el formato que DHL acepta`;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** DHL's numeric error code at the start of `detail` ("998: ShipTimeStamp…"), when there is one. */
const carrierCode = (detail: string) => /^(\d{3,7}):/.exec(detail)?.[1];

export function dhlError(operation: DhlOperation, status: number, body: unknown, context: { service?: string } = {}): CarrierError {
  const error = (typeof body === 'object' && body !== null ? body : {}) as DhlErrorBody;
  const detail = text(error.detail) || text(error.message) || text(error.title);
  const details = { carrier: DHL_EXPRESS, status, carrierCode: carrierCode(detail) ?? (text(error.title) || undefined) };
  const credentials = (message: string) => new CarrierError('credentials', message, details);
  const rejected = (message: string) => new CarrierError('rejected', message, details);
  const what = OPERATION[operation];

  if (status === 401) return credentials('DHL Express rechazó la clave y el secreto de API de esta cuenta; revísalos en Paqueterías.');
  if (status === 403 || /account not allowed|not authorized to use/i.test(detail)) {
    return credentials('DHL Express no autoriza a esta cuenta a usar este servicio; pide a tu ejecutivo de DHL que lo habilite.');
  }
  if (/account number is not found or invalid/i.test(detail)) {
    return credentials('DHL Express no reconoce el número de cuenta; revísalo en Paqueterías.');
  }
  if (status === 422) {
    const problems =
      Array.isArray(error.additionalDetails) && error.additionalDetails.length ? error.additionalDetails.map(String) : [detail];
    return rejected(`DHL Express rechazó ${what}: ${problems.map(describeSchemaProblem).join('; ')}.`);
  }
  if (/product\(s\).*not available|not available .*(origin|destination|product)/i.test(detail)) {
    if (operation === 'rate') return rejected('DHL Express no ofrece servicios para esta ruta con este peso y estas medidas.');
    const service = context.service ? ` ${context.service}` : '';
    return rejected(
      `DHL Express no ofrece el servicio${service} para esta ruta con este peso y estas medidas; cotiza de nuevo y elige otro.`,
    );
  }
  if (/postal code/i.test(detail)) {
    const which = /destination/i.test(detail) ? ' de destino' : /origin/i.test(detail) ? ' de origen' : '';
    return rejected(`DHL Express no reconoce el código postal${which}; revísalo.`);
  }
  if (/not well formatted|(shipping|pickup) date/i.test(detail)) {
    return rejected(`DHL Express rechazó la fecha de ${what}.`);
  }
  if (/Missing mandatory parameters|Parameters not having correct format/i.test(detail)) {
    return rejected(`DHL Express rechazó ${what} porque le faltan datos o no tienen el formato que espera.`);
  }
  if (status === 404)
    return rejected(`DHL Express no encontró ${operation === 'pickup' || operation === 'pickup_cancel' ? 'la recolección' : 'el envío'}.`);
  return rejected(`DHL Express rechazó ${what} (HTTP ${status})${detail ? `; su respuesta: «${detail}»` : ''}.`);
}

/** A 2xx answer without what the documentation promises: the carrier misbehaves, nothing we can correct. */
export function dhlMalformed(operation: DhlOperation, missing: string): CarrierError {
  return new CarrierError('unavailable', `DHL Express respondió ${OPERATION[operation]} sin ${missing}.`, { carrier: DHL_EXPRESS });
}
