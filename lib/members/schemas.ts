// The members forms (app/(dashboard)/dashboard/miembros, app/invitacion): zod schemas whose messages name the
// field as the form labels it.
import { z } from 'zod';
import { membershipRoles } from '@/db/schema';
import { safeText } from '@/lib/platform/text/zod';

const roleField = z.enum(membershipRoles, 'Elige un rol de la lista');
const emailField = z
  .string('Escribe el correo electrónico')
  .trim()
  .toLowerCase()
  .min(1, 'Escribe el correo electrónico')
  .max(254, 'El correo electrónico debe tener como máximo 254 caracteres')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'El correo electrónico no es válido');

export const inviteMemberSchema = z.object({ email: emailField, role: roleField });
export type InviteMemberForm = z.input<typeof inviteMemberSchema>;

export const invitationIdSchema = z.uuid('La invitación no existe.');
export const memberIdSchema = z.uuid('El miembro no existe.');
export const changeRoleSchema = z.object({ userId: memberIdSchema, role: roleField });

export const passwordField = z
  .string('Escribe una contraseña')
  .min(8, 'La contraseña debe tener al menos 8 caracteres')
  .max(200, 'La contraseña debe tener como máximo 200 caracteres');

/** The invitee without an account: name and a new password. */
export const acceptNewAccountSchema = z
  .object({
    name: safeText({ max: 100, messages: { min: 'Escribe tu nombre', max: 'El nombre debe tener como máximo 100 caracteres' } }),
    password: passwordField,
    passwordConfirmation: z.string(),
  })
  .refine((v) => v.password === v.passwordConfirmation, {
    message: 'La confirmación no coincide con la contraseña',
    path: ['passwordConfirmation'],
  });
