// The parts of the guides that are generated from the code, so they never drift from it:
// - the error codes of /docs/guias/errores, one anchor per code (lib/platform/errors/codes.ts, lib/http/error-codes.ts);
// - the event catalogue of /docs/guias/eventos, read from the OpenAPI document's webhooks section
//   (lib/http/openapi/index.ts: descriptions from lib/webhooks/event-kinds.ts, the payload schema, the examples).
// A guide asks for one with a marker line: `<!-- generado: errores -->` or `<!-- generado: eventos -->`.
import { errorTitles } from '@/lib/platform/errors/codes';
import { errorCodes, type ErrorCode } from '@/lib/http/error-codes';
import { getOpenApiDocument } from '@/lib/http/openapi';
import { TEST_EVENT_KIND, webhookEventKinds } from '@/lib/webhooks/event-kinds';

type Json = Record<string, any>;

const fence = (value: unknown) => '```json\n' + JSON.stringify(value, null, 2) + '\n```';
/** Text for a table cell: pipes escaped, and `<` outside code spans written as an entity (not an HTML tag). */
const cell = (s: string) =>
  s
    .replace(/\n/g, ' ')
    .split(/(`[^`]*`)/)
    .map((part) => (part.startsWith('`') ? part : part.replace(/</g, '&lt;')))
    .join('')
    .replace(/\|/g, '\\|');

/** What each field of the event body is, where the schema itself says nothing. */
const fieldNotes: Record<string, string> = {
  id: 'Identificador único del evento: `evt_` y un UUID. Úsalo para descartar duplicados; es también `webhook-id`.',
  event: 'Tipo de evento. Ignora los que no conozcas.',
  createdAt: 'Cuándo ocurrió el evento: ISO 8601 en UTC con milisegundos.',
  data: 'El pedido y el reporte que causó el evento.',
  'data.orderId': 'Id del pedido.',
  'data.internalReference': 'Tu referencia del pedido (texto vacío si no la enviaste).',
  'data.status': 'Estado del pedido después del cambio.',
  'data.providerData': 'El reporte del proveedor; todos sus campos son texto.',
  'data.providerData.value': 'Número de rastreo.',
  'data.providerData.location': 'Ubicación del reporte.',
  'data.providerData.latitud': 'Latitud, como texto (puede ir vacía).',
  'data.providerData.longitud': 'Longitud, como texto (puede ir vacía).',
  'data.providerData.observations': 'Observaciones; en una cancelación, el motivo.',
  'data.providerData.dateTimeISO': 'Hora del reporte (ISO 8601); ordena por ella, no por la llegada.',
  'data.providerData.StatusObj': 'Código y descripción del estado según el proveedor.',
  'data.providerData.StatusObj.code': 'Código del estado.',
  'data.providerData.StatusObj.description': 'Descripción del estado, en español.',
};

export function errorCodesMarkdown(): string {
  return (Object.keys(errorCodes) as ErrorCode[])
    .map((code) => {
      const { status, message } = errorCodes[code];
      return [`### \`${code}\` {#${code}}`, '', `**${status}** · ${errorTitles[code]}`, '', `Mensaje habitual: «${message}»`].join('\n');
    })
    .join('\n\n');
}

function typeOf(schema: Json): string {
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' o ');
  if (schema.const !== undefined) return `\`${schema.const}\``;
  if (schema.enum) return 'texto: ' + schema.enum.map((v: string) => `\`${v}\``).join(', ');
  if (schema.format === 'uuid') return 'UUID';
  return (
    { string: 'texto', object: 'objeto', number: 'número', integer: 'entero', boolean: 'booleano', array: 'lista' }[
      schema.type as string
    ] ?? String(schema.type ?? '')
  );
}

/** Every field of the event body, with dotted paths (data.providerData.StatusObj.code). */
function fieldRows(schema: Json, prefix = ''): string[] {
  const rows: string[] = [];
  for (const [name, raw] of Object.entries((schema.properties ?? {}) as Json)) {
    const child = resolveSchema(raw);
    const path = prefix + name;
    const required = (schema.required ?? []).includes(name) ? 'sí' : 'no';
    rows.push(`| \`${path}\` | ${cell(typeOf(child))} | ${required} | ${cell(child.description ?? fieldNotes[path] ?? '')} |`);
    if (child.type === 'object') rows.push(...fieldRows(child, path + '.'));
  }
  return rows;
}

export function eventCatalogueMarkdown(): string {
  const hooks = getOpenApiDocument().webhooks as Json;
  const sections: string[] = [];
  const first = hooks[webhookEventKinds[0]].post;
  const schema = resolveSchema(first.requestBody.content['application/json'].schema);
  sections.push(
    '## Campos del cuerpo {#campos}',
    '',
    'Todos los tipos de evento comparten el mismo cuerpo:',
    '',
    '| Campo | Tipo | Siempre presente | Descripción |',
    '|---|---|---|---|',
    ...fieldRows(schema),
  );
  const headerRows = (first.parameters as Json[]).map((p) => `| \`${p.name}\` | ${cell(p.description ?? '')} |`);
  sections.push('', '## Encabezados {#encabezados}', '', '| Encabezado | Valor |', '|---|---|', ...headerRows);
  sections.push('', '## Tipos de evento {#tipos}');
  for (const kind of webhookEventKinds) {
    const op = hooks[kind].post;
    const example = op.requestBody.content['application/json'].example;
    sections.push('', `### ${kind} {#${kind}}`, '', cell(op.description), '', fence(example));
  }
  sections.push(
    '',
    `### ${TEST_EVENT_KIND} {#${TEST_EVENT_KIND}}`,
    '',
    'Lo envía POST /webhooks/{id}/test solo al webhook que se prueba, sin importar a qué eventos está suscrito; no se puede suscribir. ' +
      'Su cuerpo tiene la misma forma que un evento de pedido con datos de muestra (orderId 00000000-0000-4000-8000-000000000000, internalReference PRUEBA-0001). ' +
      'Un receptor que ignora los tipos que no conoce solo responde 200.',
  );
  return sections.join('\n');
}

/** A schema, or the component it references. */
function resolveSchema(s: Json): Json {
  if (!s?.$ref) return s;
  return (getOpenApiDocument() as Json).components.schemas[String(s.$ref).split('/').pop()!];
}

const generators: Record<string, () => string> = { errores: errorCodesMarkdown, eventos: eventCatalogueMarkdown };

/** Replaces each `<!-- generado: name -->` line with its generated Markdown. */
export function expandGenerated(source: string): string {
  return source.replace(/^<!-- generado: ([a-z-]+) -->$/gm, (line, name: string) => generators[name]?.() ?? line);
}
