// The dashboard sign-in's brute-force limits over real HTTP, from two client addresses (127.0.0.1 and
// 127.0.0.2: the socket address is the client, lib/http/client-ip.ts): a stranger's failures cannot lock a
// user out of their account from their own address, and attempts the limiter refuses before any check count
// nowhere (lib/auth/sign-in-throttle.ts; docs/security.md, "Sign-in limits"). During a database outage the sign-in,
// its code step, the invitation and the password reset say the service is unavailable, never "wrong password".
// first: it sets up what Next.js's request storage needs before anything loads Next.js
import { inRequestScope, startAuthServer, type AuthServer } from '../helpers/auth-server';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { closeDb, getDb } from '@/db/client';
import { confirmTwoFactorEnrolment, startTwoFactorEnrolment } from '@/lib/account/two-factor';
import { signInRules } from '@/lib/auth/sign-in-throttle';
import { config, resetConfigCache } from '@/lib/platform/config';
import { configureDatabaseFromEnvironment } from '@/lib/platform/db';
import { createRateLimiter, resetRateLimiter, setRateLimiter } from '@/lib/platform/rate-limit';
import { createUser } from '@/lib/users/create-user';
import { createTestOrg } from '../helpers/fixtures';

// The limits count in fixed windows aligned to the clock (lib/platform/rate-limit/fixed-window.ts): a count that crossed a
// window's end would start again at zero halfway through a case, which then saw fewer refusals than it proves. So
// the window is a day (SIGN_IN_WINDOW_MINUTES, lib/platform/config.ts), and a case that would start less than CASE_BUDGET_MS
// before its end waits for the next one: every case runs inside one window.
const WINDOW_MINUTES = 24 * 60;
const CASE_BUDGET_MS = 150_000;
const saved = process.env.SIGN_IN_WINDOW_MINUTES;

let server: AuthServer;
beforeAll(async () => {
  process.env.AUTH_SECRET ??= randomBytes(32).toString('base64url');
  process.env.SIGN_IN_WINDOW_MINUTES = String(WINDOW_MINUTES);
  resetConfigCache();
  server = await startAuthServer();
});
afterAll(async () => {
  await server.close();
  await resetRateLimiter();
  if (saved === undefined) delete process.env.SIGN_IN_WINDOW_MINUTES;
  else process.env.SIGN_IN_WINDOW_MINUTES = saved;
  resetConfigCache();
});
beforeEach(async () => {
  const { windowMs } = signInRules().perIp;
  expect(windowMs).toBe(WINDOW_MINUTES * 60_000);
  const left = windowMs - (Date.now() % windowMs);
  if (left < CASE_BUDGET_MS) await new Promise((resolve) => setTimeout(resolve, left + 1_000));
  await resetRateLimiter();
  setRateLimiter(createRateLimiter(config(), { prefix: `test:${randomBytes(6).toString('hex')}` }));
}, CASE_BUDGET_MS + 60_000);

const PASSWORD = 'contraseña-segura-1';
const USER_ADDRESS = '127.0.0.1';
const STRANGER = '127.0.0.2';

type Answer = { status: number; location: string; cookies: string[]; body: string };

function send(from: string, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}${path}`, { method, localAddress: from, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          location: String(res.headers.location ?? ''),
          cookies: res.headers['set-cookie'] ?? [],
          body: text,
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * One post to Auth.js's credentials callback, as the sign-in form (or the code form: { challenge, code }) posts
 * it: 'signed_in', or the code the visitor is sent back to /login with; `challenge` is the pending second step's.
 */
async function post(from: string, fields: Record<string, string>): Promise<{ told: string; challenge?: string; session?: string }> {
  const csrf = await send(from, 'GET', '/api/auth/csrf', {});
  expect(csrf.status, csrf.body).toBe(200);
  const jar = csrf.cookies.map((c) => c.split(';')[0]).join('; ');
  const form = new URLSearchParams({ ...fields, csrfToken: JSON.parse(csrf.body).csrfToken, callbackUrl: '/dashboard' }).toString();
  const res = await send(
    from,
    'POST',
    '/api/auth/callback/credentials',
    { 'content-type': 'application/x-www-form-urlencoded', cookie: jar },
    form,
  );
  expect(res.status, res.body).toBe(302);
  const challenge = res.cookies
    .find((c) => c.startsWith('envios_2fa='))
    ?.split(';')[0]
    .slice('envios_2fa='.length);
  const session = res.cookies.find((c) => c.startsWith('authjs.session-token='))?.split(';')[0];
  if (session) return { told: 'signed_in', challenge, session };
  const back = new URL(res.location, server.url).searchParams;
  return { told: back.get('code') ?? `error:${back.get('error')}`, challenge };
}
const signIn = async (from: string, email: string, password: string) => (await post(from, { email, password })).told;

async function newUser() {
  const org = await createTestOrg();
  const email = `victima-${randomBytes(4).toString('hex')}@equipo.test`;
  await createUser(getDb(), { email, password: PASSWORD, name: 'Ana Víctima', organizationId: org.id, role: 'owner' });
  return email;
}

async function newTwoFactorUser() {
  const org = await createTestOrg();
  const email = `dos-pasos-${randomBytes(4).toString('hex')}@equipo.test`;
  const user = await createUser(getDb(), { email, password: PASSWORD, name: 'Ana Dos Pasos', organizationId: org.id, role: 'owner' });
  const { secret } = await startTwoFactorEnrolment(getDb(), { userId: user.id, email });
  const actor = { type: 'user' as const, id: user.id, label: email, ip: USER_ADDRESS };
  await confirmTwoFactorEnrolment(getDb(), { userId: user.id, code: await generate({ secret }), actor });
  return { email, secret };
}

/** Runs `fn` while the database refuses connections (the process's pool points at a closed port), then reconnects. */
async function whileDatabaseDown<T>(fn: () => Promise<T>): Promise<T> {
  const url = process.env.DATABASE_URL!;
  const down = new URL(url);
  down.port = '1';
  process.env.DATABASE_URL = down.toString();
  configureDatabaseFromEnvironment();
  try {
    return await fn();
  } finally {
    await closeDb();
    process.env.DATABASE_URL = url;
    configureDatabaseFromEnvironment();
  }
}

describe('dashboard sign-in limits', () => {
  it('a stranger’s 60 failures from another address do not lock the user out of their own address', { timeout: 120_000 }, async () => {
    const email = await newUser();
    const told: string[] = [];
    for (let i = 0; i < 60; i++) told.push(await signIn(STRANGER, email, `adivina-${i}`));
    expect(told.slice(0, 10).every((t) => t === 'invalid_credentials')).toBe(true);
    expect(told.slice(10).every((t) => t === 'too_many_attempts')).toBe(true);
    expect(await signIn(USER_ADDRESS, email, PASSWORD)).toBe('signed_in');
    // and a wrong password of theirs is checked, not refused: the stranger's failures are not theirs
    expect(await signIn(USER_ADDRESS, email, 'me-equivoqué')).toBe('invalid_credentials');
  });

  it('right passwords do not count: a user signs in again and again from one address', async () => {
    const email = await newUser();
    for (let i = 0; i < signInRules().perEmailAndIp.limit + 5; i++) expect(await signIn(USER_ADDRESS, email, PASSWORD)).toBe('signed_in');
  });

  it('an address gets 50 failures whatever the accounts, and the attempts refused before any check count nowhere', {
    timeout: 120_000,
  }, async () => {
    // 10 failures at one account, then 40 more attempts there that are refused without a check
    const first = await newUser();
    for (let i = 0; i < signInRules().perEmailAndIp.limit; i++)
      expect(await signIn(STRANGER, first, `adivina-${i}`)).toBe('invalid_credentials');
    for (let i = 0; i < 40; i++) expect(await signIn(STRANGER, first, `otra-${i}`)).toBe('too_many_attempts');
    // those 40 refusals spent nothing: the address still has 40 failures left for other accounts
    const others = await Promise.all(Array.from({ length: 5 }, () => newUser()));
    const told: string[] = [];
    for (const email of others) for (let i = 0; i < 8; i++) told.push(await signIn(STRANGER, email, `lista-${i}`));
    expect(told).toEqual(Array(40).fill('invalid_credentials'));
    // the 51st failure of the address: refused, whatever the account, even with its right password
    const last = await newUser();
    expect(await signIn(STRANGER, last, PASSWORD)).toBe('too_many_attempts');
    // while every user still signs in from their own address
    expect(await signIn(USER_ADDRESS, last, PASSWORD)).toBe('signed_in');
    expect(await signIn(USER_ADDRESS, first, PASSWORD)).toBe('signed_in');
  });

  it('a stranger holding the password and guessing codes does not lock the user out of the second step', { timeout: 120_000 }, async () => {
    const { email, secret } = await newTwoFactorUser();
    const guesses: string[] = [];
    for (let round = 0; round < 2; round++) {
      const step = await post(STRANGER, { email, password: PASSWORD });
      expect(step.told).toBe('two_factor_required');
      for (let i = 0; i < 5; i++) guesses.push((await post(STRANGER, { challenge: step.challenge!, code: '000000' })).told);
    }
    expect(guesses).toEqual(Array(10).fill('invalid_code'));
    // the stranger's address is spent for this user
    const more = await post(STRANGER, { email, password: PASSWORD });
    expect((await post(STRANGER, { challenge: more.challenge!, code: '000000' })).told).toBe('too_many_attempts');
    // the user, from their own address, gets through with the code of the app
    const mine = await post(USER_ADDRESS, { email, password: PASSWORD });
    expect(mine.told).toBe('two_factor_required');
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    expect((await post(USER_ADDRESS, { challenge: mine.challenge!, code })).told).toBe('signed_in');
  });
});

/** What `fn` wrote: Auth.js's own console lines, and lib/platform/log's JSON lines (from info up) with their level. */
async function written<T>(fn: () => Promise<T>): Promise<{ result: T; console: string[]; logged: Array<Record<string, unknown>> }> {
  const out: string[] = [];
  const consoleLines: string[] = [];
  const saved = {
    error: console.error,
    warn: console.warn,
    stdout: process.stdout.write,
    stderr: process.stderr.write,
    level: process.env.LOG_LEVEL,
  };
  console.error = (...args: unknown[]) => void consoleLines.push(args.map(String).join(' '));
  console.warn = console.error;
  const capture = ((chunk: string | Uint8Array) => (out.push(String(chunk)), true)) as typeof process.stdout.write;
  process.stdout.write = capture;
  process.stderr.write = capture;
  process.env.LOG_LEVEL = 'info';
  try {
    return {
      result: await fn(),
      console: consoleLines,
      logged: out
        .join('')
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l)),
    };
  } finally {
    Object.assign(console, { error: saved.error, warn: saved.warn });
    process.stdout.write = saved.stdout;
    process.stderr.write = saved.stderr;
    if (saved.level === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = saved.level;
  }
}

describe('what a refused sign-in logs', () => {
  it('a wrong password or too many attempts is an info line with its code, never a server error', async () => {
    const email = await newUser();
    const {
      result,
      console: lines,
      logged,
    } = await written(async () => {
      const told: string[] = [];
      for (let i = 0; i <= signInRules().perEmailAndIp.limit; i++) told.push(await signIn(STRANGER, email, `adivina-${i}`));
      return told;
    });
    expect(result.at(0)).toBe('invalid_credentials');
    expect(result.at(-1)).toBe('too_many_attempts');
    expect(lines).toEqual([]);
    expect(logged.filter((l) => l.level === 'error')).toEqual([]);
    // the throttling itself is worth a warning (lib/auth/sign-in-throttle.ts's callers), once
    expect(logged.filter((l) => l.level === 'warn').map((l) => l.message)).toEqual(['dashboard sign-in throttled']);
    const refused = logged.filter((l) => l.message === 'dashboard sign-in refused');
    expect(refused.map((l) => [l.level, l.code])).toEqual([
      ...Array(10).fill(['info', 'invalid_credentials']),
      ['info', 'too_many_attempts'],
    ]);
    expect(JSON.stringify(logged)).not.toContain('adivina');
  });
});

describe('dashboard sign-in during a database outage', () => {
  it('says the service is unavailable, for the right password and for a code, never that they are wrong', async () => {
    const email = await newUser();
    const two = await newTwoFactorUser();
    const step = await post(USER_ADDRESS, { email: two.email, password: PASSWORD });
    expect(step.told).toBe('two_factor_required');
    await whileDatabaseDown(async () => {
      expect(await signIn(USER_ADDRESS, email, PASSWORD)).toBe('service_unavailable');
      expect(await signIn(USER_ADDRESS, email, 'otra-cosa')).toBe('service_unavailable');
      const code = await generate({ secret: two.secret, epoch: Math.floor(Date.now() / 1000) + 30 });
      expect((await post(USER_ADDRESS, { challenge: step.challenge!, code })).told).toBe('service_unavailable');
    });
    // back: the failed tries spent none of the user's attempts, and the same pending step goes on
    expect(await signIn(USER_ADDRESS, email, PASSWORD)).toBe('signed_in');
    const code = await generate({ secret: two.secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    expect((await post(USER_ADDRESS, { challenge: step.challenge!, code })).told).toBe('signed_in');
  });
});

/** A server action of the signed-out pages, run as Next.js runs it for a browser at 127.0.0.1 with `cookie`. */
function action<T>(fn: () => Promise<T>, cookie = ''): Promise<T> {
  const request = new Request(`${server.url}/login`, {
    method: 'POST',
    headers: {
      // as Next.js's server sets them (Auth.js reads the scheme from x-forwarded-proto to name its cookies)
      host: new URL(server.url).host,
      'x-forwarded-proto': 'http',
      'x-envios-peer-address': USER_ADDRESS,
      cookie,
    },
  });
  return inRequestScope(request, fn).then((r) => r.value);
}
const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};
const UNAVAILABLE = 'El servicio no está disponible en este momento. Intenta de nuevo en unos segundos.';

/** The element of `type` in a rendered tree (a server component's answer, not rendered further). */
function findElement(node: unknown, type: unknown): { props: Record<string, unknown> } | null {
  if (!node || typeof node !== 'object') return null;
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = findElement(child, type);
      if (found) return found;
    }
    return null;
  }
  const element = node as { type?: unknown; props?: { children?: unknown } };
  if (element.type === type) return element as { props: Record<string, unknown> };
  return findElement(element.props?.children, type);
}

describe('the signed-out forms during a database outage', () => {
  it('the sign-in page shows its form with the outage message to a visitor still holding a session cookie', async () => {
    const { default: LoginPage } = await import('@/app/login/page');
    const { LoginForm } = await import('@/app/login/login-form');
    const email = await newUser();
    const { session } = await post(USER_ADDRESS, { email, password: PASSWORD });
    expect(session).toBeTruthy();
    const page = await whileDatabaseDown(() => action(() => LoginPage({ searchParams: Promise.resolve({}) }), session));
    expect(findElement(page, LoginForm)?.props.initialError).toBe(UNAVAILABLE);
  });

  it('the sign-in, code, invitation and reset forms say the service is unavailable, not that a secret is wrong', async () => {
    const { signInAction, verifyCodeAction } = await import('@/app/login/actions');
    const { acceptWithPasswordAction } = await import('@/app/invitacion/[token]/actions');
    const { requestResetAction, resetPasswordAction } = await import('@/app/recuperar/actions');
    const email = await newUser();
    const two = await newTwoFactorUser();
    const step = await post(USER_ADDRESS, { email: two.email, password: PASSWORD });
    expect(step.told).toBe('two_factor_required');
    const invitationToken = randomBytes(32).toString('base64url');
    await whileDatabaseDown(async () => {
      expect(await action(() => signInAction(null, formOf({ email, password: PASSWORD, callbackUrl: '/dashboard' })))).toEqual({
        ok: false,
        error: UNAVAILABLE,
        code: 'service_unavailable',
        values: { email },
      });
      const code = await generate({ secret: two.secret, epoch: Math.floor(Date.now() / 1000) + 30 });
      expect(
        await action(() => verifyCodeAction(null, formOf({ code, callbackUrl: '/dashboard' })), `envios_2fa=${step.challenge}`),
      ).toEqual({ ok: false, error: UNAVAILABLE, code: 'service_unavailable', values: {} });
      expect(await action(() => acceptWithPasswordAction(null, formOf({ token: invitationToken, password: PASSWORD })))).toMatchObject({
        ok: false,
        error: UNAVAILABLE,
      });
      expect(await action(() => requestResetAction(null, formOf({ email })))).toMatchObject({
        ok: false,
        error: UNAVAILABLE,
        values: { email },
      });
      expect(
        await action(() =>
          resetPasswordAction(
            null,
            formOf({ token: invitationToken, newPassword: 'nueva-clave-2026', confirmPassword: 'nueva-clave-2026' }),
          ),
        ),
      ).toMatchObject({ ok: false, error: UNAVAILABLE });
    });
  });
});
