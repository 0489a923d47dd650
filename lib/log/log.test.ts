import { describe, expect, it, vi } from 'vitest';
import { currentRequestId, runOutsideRequest, runWithRequestId } from './context';
import { log, serializeError } from './index';

describe('log', () => {
  it('never writes the bound parameters of a failed query (they can be secrets)', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_uq"'), { code: '23505' });
    const error = new Error('Failed query: update "webhooks" set "secret" = $1 where "id" = $2\nparams: whsec_SUPERSECRET,4f1c', { cause });
    error.name = 'DrizzleQueryError';
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    log.error('boom', { error });
    const line = String(spy.mock.calls[0][0]);
    spy.mockRestore();
    expect(line).not.toContain('SUPERSECRET');
    expect(line).toContain('update \\"webhooks\\" set');
    expect(line).toContain('23505');
    const serialized = serializeError(error);
    expect(JSON.stringify(serialized)).not.toContain('SUPERSECRET');
    expect(serialized.stack).not.toContain('SUPERSECRET');
  });

  it('stamps every line written inside a request with its id, and none outside it', async () => {
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    await runWithRequestId('req_prueba', async () => {
      await new Promise((r) => setTimeout(r, 1));
      log.error('inside');
      runOutsideRequest(() => log.error('scheduled work'));
    });
    log.error('after');
    const lines = spy.mock.calls.map((call) => JSON.parse(String(call[0])));
    spy.mockRestore();
    expect(lines.map((l) => [l.message, l.requestId])).toEqual([['inside', 'req_prueba'], ['scheduled work', undefined], ['after', undefined]]);
    expect(currentRequestId()).toBeUndefined();
  });
});
