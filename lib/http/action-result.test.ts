// Dashboard action errors read as one Spanish sentence each (lib/http/action-result.ts): a message a schema wrote
// itself is not prefixed with "El formulario" or "El campo …" again (it was: "El formulario La clave de API no existe.").
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { creditBalanceSchema } from '@/lib/admin/schemas';
import { createApiKeyFormSchema } from '@/lib/api-keys/create-api-key-form';
import { runAction, SESSION_ENDED_MESSAGE } from './action-result';

describe('runAction validation messages', () => {
  it('keeps a sentence written by the schema as it is', async () => {
    const bad = await runAction('revokeApiKey', async () => z.uuid('La clave de API no existe.').parse('no-es-un-id'));
    expect(bad).toEqual({ ok: false, error: 'La clave de API no existe.', code: 'validation_error' });
    const credit = await runAction('credit', async () => creditBalanceSchema.parse({ organizationId: 'x', amount: 10 }));
    expect(credit).toMatchObject({ ok: false, error: 'La organización no existe.' });
  });

  it('joins several issues into sentences, each ending with its period, predicates still naming their field', async () => {
    const result = await runAction('createApiKey', async () =>
      createApiKeyFormSchema.parse({ name: 'Tienda', scopes: [], expiresOn: 'mañana' }),
    );
    expect(result).toEqual({
      ok: false,
      error: 'Elige al menos un permiso. La fecha de expiración no es válida.',
      code: 'validation_error',
    });
    const typed = await runAction('createApiKey', async () => createApiKeyFormSchema.parse({ name: 'Tienda', scopes: 'todo' }));
    expect(typed).toMatchObject({ error: 'El campo scopes debe ser una lista.' });
    const extra = await runAction('strict', async () => z.strictObject({}).parse({ colour: 'rojo' }));
    expect(extra).toMatchObject({ error: 'El formulario contiene campos no permitidos: colour.' });
  });

  it('answers a session that ended the same way whatever the action', async () => {
    const ended = await runAction('createApiKey', async () => {
      throw new DomainError('unauthenticated');
    });
    expect(ended).toEqual({ ok: false, error: SESSION_ENDED_MESSAGE, code: 'unauthenticated' });
    const forbidden = await runAction('revokeApiKey', async () => {
      throw new DomainError('forbidden', 'Tu rol en esta organización no permite esta operación.');
    });
    expect(forbidden).toEqual({ ok: false, error: 'Tu rol en esta organización no permite esta operación.', code: 'forbidden' });
  });
});
