// The --scopes flag of the key commands: a comma-separated list of scopes, each checked against the one list
// (lib/api-keys/scopes.ts), so an unknown scope is refused with the valid ones named.
import { apiScopes, isApiScope, type ApiScope } from '@/lib/api-keys/scopes';
import { CliError } from './args';

export const scopesHelp = `Permisos separados por comas: ${apiScopes.join(', ')} (* = todos)`;

export function parseScopesFlag(raw: string): ApiScope[] {
  const scopes = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (scopes.length === 0) throw new CliError(`--scopes necesita al menos un permiso. Permisos válidos: ${apiScopes.join(', ')}`);
  const unknown = scopes.filter((s) => !isApiScope(s));
  if (unknown.length) {
    throw new CliError(`Permisos desconocidos: ${unknown.join(', ')}. Permisos válidos: ${apiScopes.join(', ')}`);
  }
  return scopes as ApiScope[];
}
