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
    expect(lines.map((l) => [l.message, l.requestId])).toEqual([
      ['inside', 'req_prueba'],
      ['scheduled work', undefined],
      ['after', undefined],
    ]);
    expect(currentRequestId()).toBeUndefined();
  });
});

describe('log redaction and routing', () => {
  const capture = (stream: 'stdout' | 'stderr', fn: () => void) => {
    const spy = vi.spyOn(process[stream], 'write').mockImplementation(() => true);
    const level = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'debug';
    try {
      fn();
      return spy.mock.calls.map((call) => JSON.parse(String(call[0])) as Record<string, unknown>);
    } finally {
      process.env.LOG_LEVEL = level;
      spy.mockRestore();
    }
  };

  it('replaces keys, secrets, passwords, tokens and authorization headers at any depth', () => {
    const [line] = capture('stdout', () =>
      log.info('configuración', {
        organizationId: 'org_1',
        password: 'hunter2-SECRETO',
        apiKey: 'flt_live_SECRETO',
        headers: { authorization: 'Bearer flt_SECRETO', cookie: 'authjs.session-token=SECRETO', accept: 'application/json' },
        webhook: { url: 'https://hooks.example.com/in', Secret: 'whsec_SECRETO', token: 'tok_SECRETO' },
        attempts: [{ Authorization: 'Basic SECRETO' }],
      }),
    );
    expect(JSON.stringify(line)).not.toContain('SECRETO');
    expect(line).toMatchObject({
      level: 'info',
      message: 'configuración',
      organizationId: 'org_1',
      password: '[redacted]',
      headers: { authorization: '[redacted]', cookie: '[redacted]', accept: 'application/json' },
      webhook: { url: 'https://hooks.example.com/in', Secret: '[redacted]', token: '[redacted]' },
      attempts: [{ Authorization: '[redacted]' }],
    });
    expect(new Date(String(line.time)).toISOString()).toBe(line.time);
  });

  it('writes debug and info to stdout, warn and error to stderr, and honours LOG_LEVEL', () => {
    expect(capture('stdout', () => (log.debug('d'), log.info('i'), log.warn('w'))).map((l) => [l.level, l.message])).toEqual([
      ['debug', 'd'],
      ['info', 'i'],
    ]);
    expect(capture('stderr', () => (log.info('i'), log.warn('w'), log.error('e'))).map((l) => [l.level, l.message])).toEqual([
      ['warn', 'w'],
      ['error', 'e'],
    ]);
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const level = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'error';
    log.info('silenciada');
    process.env.LOG_LEVEL = level;
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
