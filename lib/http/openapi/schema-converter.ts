// zod -> JSON Schema (draft 2020-12) for the OpenAPI document, with named schemas as components.
// - A schema with an id (`named()` in ./define.ts, or the shared pieces of ./component-schemas.ts) becomes
//   components.schemas[id] and every use of it a $ref; unnamed pieces are written in place.
// - Requests are converted in zod's "input" mode (what a client may send: a field with a default is optional),
//   responses in "output" mode (what the server always returns). The two shapes of one named schema can
//   differ; the input one is called <id>Input, and `finish()` folds it back into <id> when they are equal (or
//   when no output shape exists).
// - In input mode a `default` is written into the description ("Por omisión: …") instead of the `default`
//   keyword: openapi-typescript's default options make a property that has a `default` required, which
//   would force clients to send what the server fills in (docs/api.md, "Clientes generados").
import { z } from 'zod';
import { componentSchemaNames } from './component-schemas';
import { namedSchemaIds } from './define';

export type Json = Record<string, unknown>;
export type Io = 'input' | 'output';

/** Keywords whose value is a map of name -> schema (its keys are names, not keywords). */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);
/** Keywords whose value is data, not a schema: never walked into. */
const DATA_KEYWORDS = new Set(['default', 'const', 'enum', 'examples', 'example']);

const REF_PREFIX = '#/components/schemas/';
const FORMATS_WITHOUT_PATTERN = new Set(['date-time', 'date', 'time', 'duration', 'email', 'uuid', 'ipv4', 'ipv6']);

/**
 * The metadata registry zod reads ids and descriptions from: the global one, plus the names of the shared pieces
 * and of the schemas `named()` was given. `named()` returns a copy carrying the id; the id moves to the original,
 * so the copy and every other use of the original are one component (zod refuses two schemas with one id).
 */
const registry = {
  get(schema: z.ZodType) {
    const meta = z.globalRegistry.get(schema);
    const id = componentSchemaNames.get(schema) ?? namedSchemaIds.get(schema);
    if (id) return { ...meta, id };
    const parent = (schema as unknown as { _zod: { parent?: z.ZodType } })._zod.parent;
    if (meta?.id && parent && (componentSchemaNames.get(parent) ?? namedSchemaIds.get(parent)) === meta.id) {
      const { id: _copyId, ...rest } = meta;
      return rest;
    }
    return meta;
  },
} as unknown as typeof z.globalRegistry;
const sharedNames = new Set(componentSchemaNames.values());

export class SchemaComponents {
  readonly schemas: Record<string, Json> = {};
  /** `<id>Input` -> `<id>` for the input shapes of schemas whose input and output names differ */
  private readonly inputNames = new Map<string, string>();

  /**
   * The JSON Schema of `schema`, its named parts hoisted into components. `keepTopDefaults` leaves `default` on
   * the root's own properties (query parameters: generators keep parameters optional whatever their default).
   */
  convert(schema: z.ZodType, io: Io, options: { keepTopDefaults?: boolean } = {}): Json {
    const json = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
      reused: 'inline',
      cycles: 'ref',
      metadata: registry,
    }) as Json;
    const nameOf = (id: string) => {
      if (io === 'output' || id.endsWith('Request') || id.endsWith('Input')) return id;
      this.inputNames.set(`${id}Input`, id);
      return `${id}Input`;
    };
    const defs = (json.$defs ?? {}) as Record<string, Json>;
    const stripDefaults = io === 'input';
    for (const [id, def] of Object.entries(defs)) this.schemas[nameOf(id)] = rewrite(def, nameOf, stripDefaults) as Json;
    const { $defs: _defs, $schema: _schema, ...root } = json;
    if (!options.keepTopDefaults || !root.properties) return rewrite(root, nameOf, stripDefaults) as Json;
    const properties = Object.fromEntries(
      Object.entries(root.properties as Record<string, Json>).map(([name, prop]) => {
        const { default: value, ...rest } = prop;
        return [name, { ...(rewrite(rest, nameOf, stripDefaults) as Json), ...(value !== undefined ? { default: value } : {}) }];
      }),
    );
    return { ...(rewrite({ ...root, properties: {} }, nameOf, stripDefaults) as Json), properties };
  }

  /**
   * Folds each input shape into its output name when they are the same (or when only the input shape of one of
   * the shared pieces exists), rewriting every $ref of `document`. Returns the renames made.
   */
  finish(document: Json): Map<string, string> {
    const renames = new Map<string, string>();
    for (let changed = true; changed; ) {
      changed = false;
      for (const [inputName, outputName] of this.inputNames) {
        const input = this.schemas[inputName];
        if (!input) continue;
        const output = this.schemas[outputName];
        const same = output !== undefined && JSON.stringify(output) === JSON.stringify(input);
        if (!same && !(output === undefined && sharedNames.has(outputName))) continue;
        this.schemas[outputName] = input;
        delete this.schemas[inputName];
        renames.set(inputName, outputName);
        replaceRefs(document, `${REF_PREFIX}${inputName}`, `${REF_PREFIX}${outputName}`);
        changed = true;
      }
    }
    return renames;
  }
}

/** Copies a zod-made JSON Schema: refs into components, no `undefined` values, input defaults described. */
function rewrite(node: unknown, nameOf: (id: string) => string, stripDefaults: boolean): unknown {
  if (Array.isArray(node)) return node.map((item) => rewrite(item, nameOf, stripDefaults));
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    if (value === undefined || key === '$id' || key === '$schema') continue;
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#/$defs/'))
      out.$ref = `${REF_PREFIX}${nameOf(value.slice('#/$defs/'.length))}`;
    else if (SCHEMA_MAPS.has(key) && value && typeof value === 'object') {
      out[key] = Object.fromEntries(Object.entries(value as Json).map(([name, schema]) => [name, rewrite(schema, nameOf, stripDefaults)]));
    } else if (DATA_KEYWORDS.has(key)) out[key] = value;
    else out[key] = rewrite(value, nameOf, stripDefaults);
  }
  // zod spells out a `format` as a long regular expression and an integer as the safe-integer range: the format
  // and the type say the same to every reader and generator.
  if (typeof out.format === 'string' && FORMATS_WITHOUT_PATTERN.has(out.format)) delete out.pattern;
  if (out.minimum === Number.MIN_SAFE_INTEGER) delete out.minimum;
  if (out.maximum === Number.MAX_SAFE_INTEGER) delete out.maximum;
  if (stripDefaults && out.default !== undefined) {
    const note = `Por omisión: \`${typeof out.default === 'string' ? out.default : JSON.stringify(out.default)}\`.`;
    out.description = out.description ? `${out.description} ${note}` : note;
    delete out.default;
  }
  return out;
}

function replaceRefs(node: unknown, from: string, to: string): void {
  if (Array.isArray(node)) node.forEach((item) => replaceRefs(item, from, to));
  else if (node && typeof node === 'object') {
    const object = node as Json;
    for (const [key, value] of Object.entries(object)) {
      if (key === '$ref' && value === from) object.$ref = to;
      else if (!DATA_KEYWORDS.has(key)) replaceRefs(value, from, to);
    }
  }
}
