// The URL query of an operation, read with its declared schema (lib/http/openapi/define.ts `query`): apiRoute
// hands the result to the handler as `ctx.query`, and the dashboard's pages and routes that send an operation's
// query read theirs here too, so a query is parsed in one place. Each declared parameter is read once (the first
// value of a repeated one); an invalid one is a Spanish 400 naming it ("El parámetro limit debe ser …").
import type { z } from 'zod';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { queryValidationError } from '@/lib/platform/errors/zod-es';
import type { OperationDoc, QuerySchema } from './openapi/define';

type QueryDeclaration = Pick<OperationDoc, 'unknownQuery' | 'queryAsFields'> & { query: QuerySchema };

/** `?a=1&a=2&b=` -> { a: '1', b: '' }: the first value of each parameter (what URLSearchParams#get reads). */
export function firstValues(params: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of params) if (!(name in values)) values[name] = value;
  return values;
}

/** A Spanish 400 naming every parameter the operation does not declare. */
function unknownParameters(names: string[], declared: string[]): DomainError {
  const list = names.map((n) => `«${n.slice(0, 50)}»`).join(', ');
  const one = names.length === 1;
  return new DomainError(
    'validation_error',
    `${one ? 'El parámetro' : 'Los parámetros'} ${list} no ${one ? 'existe' : 'existen'}. Filtros válidos: ${declared.join(', ')}.`,
    {
      fields: names.map((field) => ({ field, message: `El parámetro ${field} no existe.` })),
    },
  );
}

/** The operation's query, parsed with its declared schema; a Spanish 400 for anything it refuses. */
export function readQuery<const O extends QueryDeclaration>(operation: O, params: URLSearchParams): z.output<O['query']> {
  const schema = operation.query;
  const declared = Object.keys(schema.shape);
  if (operation.unknownQuery === 'reject') {
    const unknown = [...new Set([...params.keys()].filter((name) => !declared.includes(name)))];
    if (unknown.length > 0) throw unknownParameters(unknown, declared);
  }
  if (operation.queryAsFields) return schema.parse(Object.fromEntries(params)) as z.output<O['query']>;
  const given = firstValues(params);
  const raw = Object.fromEntries(declared.flatMap((name) => (name in given ? [[name, given[name]]] : [])));
  const result = schema.safeParse(raw);
  if (!result.success) throw queryValidationError(result.error);
  return result.data as z.output<O['query']>;
}
