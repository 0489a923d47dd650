// The one rule for a new dashboard password (lib/auth/set-user-password.ts has the same bounds for the admin
// command line), with errors that name the field as the form labels it.
import { DomainError } from '@/lib/platform/errors/domain-error';
import { MIN_PASSWORD_LENGTH } from '@/lib/auth/set-user-password';

export const MAX_PASSWORD_LENGTH = 200;

/** Throws a validation_error naming `label` when the password is too short, too long or does not match its confirmation. */
export function checkNewPassword(password: string, confirmation: string | undefined, label = 'Nueva contraseña'): void {
  const fields: { field: string; message: string }[] = [];
  if (password.length < MIN_PASSWORD_LENGTH)
    fields.push({ field: 'newPassword', message: `${label}: debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres.` });
  else if (password.length > MAX_PASSWORD_LENGTH)
    fields.push({ field: 'newPassword', message: `${label}: debe tener como máximo ${MAX_PASSWORD_LENGTH} caracteres.` });
  if (confirmation !== undefined && confirmation !== password) {
    fields.push({ field: 'confirmPassword', message: 'Confirma la contraseña: no coincide con la nueva contraseña.' });
  }
  if (fields.length) throw new DomainError('validation_error', fields.map((f) => f.message).join(' '), { fields });
}

/** A validation_error on one field. */
export const fieldError = (field: string, message: string) =>
  new DomainError('validation_error', message, { fields: [{ field, message }] });
