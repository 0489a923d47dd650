// The rules of a key's editable fields, shared by create, roll and edit (the CLI reaches these functions
// directly, so the rules live here and not only in the dashboard's forms).
import { DomainError } from '@/lib/platform/errors/domain-error';
import { textProblem } from '@/lib/platform/text/safe-text';
import { isApiScope, type ApiScope } from './scopes';

export const KEY_NAME_MAX = 100;

/** The trimmed name, or a Spanish validation_error. */
export function checkKeyName(raw: string): string {
  const name = raw.trim();
  if (!name) throw new DomainError('validation_error', 'El campo name no puede estar vacío');
  if (name.length > KEY_NAME_MAX)
    throw new DomainError('validation_error', `El campo name debe tener como máximo ${KEY_NAME_MAX} caracteres`);
  const problem = textProblem(name);
  if (problem) throw new DomainError('validation_error', `El campo name ${problem}`);
  return name;
}

/** The distinct, known scopes (at least one), or a Spanish validation_error. */
export function checkKeyScopes(raw: readonly string[]): ApiScope[] {
  const scopes = [...new Set(raw.map((s) => s.trim()).filter(Boolean))];
  if (scopes.length === 0) throw new DomainError('validation_error', 'La clave necesita al menos un permiso (scope)');
  const unknown = scopes.filter((s) => !isApiScope(s));
  if (unknown.length) throw new DomainError('validation_error', `Permisos desconocidos: ${unknown.join(', ')}`);
  return scopes as ApiScope[];
}
