// Spanish validation messages for zod (importing this file installs them for every schema). Every message
// is a predicate ("debe estar entre 0.1 y 70"); formatZodError puts the field path in front of it:
// "El campo package.weight debe estar entre 0.1 y 70". A dashboard form names its fields the way it labels
// them instead (formatFormError, relabelMessage: "El campo «URL» debe empezar con https://…").
import { z, type ZodError } from 'zod';
import { isSentence } from '@/lib/platform/text/sentence';
import { DomainError, type FieldError } from './domain-error';

const typeNames: Record<string, string> = {
  string: 'un texto',
  number: 'un número',
  int: 'un número entero',
  boolean: 'un booleano (true o false)',
  object: 'un objeto',
  array: 'una lista',
  date: 'una fecha',
  bigint: 'un número entero',
};

type Issue = z.core.$ZodRawIssue;

export function spanishPredicate(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'es obligatorio';
      if (issue.input === null) return 'no puede ser nulo';
      return `debe ser ${typeNames[issue.expected] ?? issue.expected}`;
    case 'too_small': {
      const min = String(issue.minimum);
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'no puede estar vacío' : `debe tener al menos ${min} caracteres`;
      if (issue.origin === 'array' || issue.origin === 'set') return `debe tener al menos ${min} elemento${min === '1' ? '' : 's'}`;
      return issue.inclusive ? `debe ser mayor o igual a ${min}` : `debe ser mayor que ${min}`;
    }
    case 'too_big': {
      const max = String(issue.maximum);
      if (issue.origin === 'string') return `debe tener como máximo ${max} caracteres`;
      if (issue.origin === 'array' || issue.origin === 'set') return `debe tener como máximo ${max} elementos`;
      return issue.inclusive ? `debe ser menor o igual a ${max}` : `debe ser menor que ${max}`;
    }
    case 'invalid_value':
      return `debe ser uno de: ${issue.values.map((v) => String(v)).join(', ')}`;
    case 'invalid_format':
      switch (issue.format) {
        case 'email':
          return 'debe ser un correo electrónico válido';
        case 'url':
          return 'debe ser una URL válida';
        case 'uuid':
        case 'guid':
          return 'debe ser un UUID válido';
        case 'datetime':
        case 'date':
          return 'debe ser una fecha ISO 8601 válida';
        default:
          return 'tiene un formato inválido';
      }
    case 'unrecognized_keys':
      return `contiene campos no permitidos: ${issue.keys.join(', ')}`;
    case 'not_multiple_of':
      return `debe ser múltiplo de ${String(issue.divisor)}`;
    default:
      return 'tiene un valor inválido';
  }
}

z.config({ customError: (issue) => spanishPredicate(issue) });

/** a.b[0].c: the field path as the API's messages name it. */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((out, part) => {
    if (typeof part === 'number') return `${out}[${part}]`;
    return out ? `${out}.${String(part)}` : String(part);
  }, '');
}

// A message written by a schema itself ("Elige al menos un permiso") is a whole sentence; ours are predicates (isSentence).
/** One Spanish sentence for one issue, naming its field path unless the schema wrote the sentence. */
function issueSentence(issue: ZodError['issues'][number], subject: string): string {
  if (isSentence(issue.message)) return issue.message;
  if (issue.code === 'unrecognized_keys' && issue.path.length === 0) return `${subject} ${issue.message}`;
  const path = formatPath(issue.path);
  return path ? `El campo ${path} ${issue.message}` : `${subject} ${issue.message}`;
}

/** A form's labels of its fields, by the schema's top-level field name: { url: 'URL', events: 'Eventos' }. */
export type FieldLabels = Readonly<Record<string, string>>;

/** The sentence of one issue of a labelled field, as a form says it. */
function formSentence(issue: ZodError['issues'][number], label: string): string {
  if (issue.code === 'too_small' && (issue.origin === 'array' || issue.origin === 'set')) {
    const min = Number(issue.minimum);
    return min <= 1 ? `Marca al menos una opción en «${label}».` : `Marca al menos ${min} opciones en «${label}».`;
  }
  return `El campo «${label}» ${issue.message.replace(/\.$/, '')}.`;
}

/**
 * A dashboard form's zod error: one sentence per issue (at most five) naming the field by its label. A sentence
 * the schema wrote itself is kept; a field without a label is named by its path, as the API does.
 */
export function formatFormError(error: ZodError, labels: FieldLabels, subject = 'El formulario'): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      const head = issue.path[0];
      const label = typeof head === 'string' && !isSentence(issue.message) ? labels[head] : undefined;
      const sentence = label ? formSentence(issue, label) : issueSentence(issue, subject);
      return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
    })
    .join(' ');
}

/**
 * A domain message written for the API ("El campo since no puede estar en el futuro.", "El campo until debe ser
 * posterior a since.") as a form says it: each field the labels know, named by its label in «». Messages of fields
 * the labels do not know, and every other word, stay as they are.
 */
export function relabelMessage(message: string, labels: FieldLabels): string {
  const names = Object.keys(labels).filter((name) => /^[A-Za-z]\w*$/.test(name));
  if (names.length === 0) return message;
  const alternatives = names.join('|');
  return message
    .replace(new RegExp(`\\bEl (?:campo|parámetro) (${alternatives})\\b`, 'g'), (_, name: string) => `El campo «${labels[name]}»`)
    .replace(new RegExp(`(?<![\\w«/.@-])(${alternatives})(?![\\w»/@-]|\\.\\w)`, 'g'), (_, name: string) => `«${labels[name]}»`);
}

/** One Spanish sentence per issue (at most five), each naming its field path unless the schema wrote the sentence. */
export function formatZodError(error: ZodError, subject = 'El cuerpo de la solicitud'): string {
  const sentences = error.issues.slice(0, 5).map((issue, i, all) => {
    const sentence = issueSentence(issue, subject);
    return isSentence(issue.message) && i < all.length - 1 ? sentence.replace(/\.$/, '') : sentence;
  });
  return sentences.join('. ');
}

/**
 * Every issue (not only the first five) as `{ field, message }`: the field path as the client sent it
 * (`deliveryAddress.postalCode`, `items[0].sku`) or `root` when the issue is about the whole document,
 * and the same Spanish sentence formatZodError writes for it.
 */
export function zodFieldErrors(error: ZodError, { subject = 'El cuerpo de la solicitud', root = 'body' } = {}): FieldError[] {
  return error.issues.map((issue) => ({ field: formatPath(issue.path) || root, message: issueSentence(issue, subject) }));
}

/**
 * A zod error of URL query parameters as the 400 the API answers: every sentence names "El parámetro <name>"
 * instead of "El campo", and each problem is listed under its parameter's name.
 */
export function queryValidationError(error: ZodError): DomainError {
  const asParameter = (text: string) => text.replace(/El campo /g, 'El parámetro ');
  const fields = zodFieldErrors(error, { subject: 'La consulta', root: 'query' }).map((f) => ({ ...f, message: asParameter(f.message) }));
  return new DomainError('validation_error', asParameter(formatZodError(error, 'La consulta')), { fields });
}
