// The admin command line, run as a real process against this file's database.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { apiKeys, ledgerEntries, membershipRoles, memberships, organizations, users } from '@/db/schema';
import { verifyPassword } from '@/lib/auth/password';
import { hashApiKey } from '@/lib/api-keys/key-format';
import { commands } from '@/cli/commands';
import { commandHelp, overview } from '@/cli/help';
import { parseScopesFlag } from '@/cli/scopes';
import { apiScopes } from '@/lib/api-keys/scopes';
import { runCli } from '../helpers/cli';
import { createTestKey, createTestOrg } from '../helpers/fixtures';

const cli = (...args: string[]) => runCli(args);
const cliJson = async (...args: string[]) => {
  const result = await cli(...args, '--json');
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout);
};

describe('npm run cli', () => {
  it('creates an organization with an opening balance written to the ledger, and credits it', async () => {
    const { id } = await cliJson(
      'org:create',
      '--name',
      'Paquetería Ñandú',
      '--balance',
      '150.25',
      '--white-label',
      '--brand-name',
      'Ñandú',
    );
    const [org] = await getDb().select().from(organizations).where(eq(organizations.id, id));
    expect(org).toMatchObject({ name: 'Paquetería Ñandú', balanceCentavos: 15025, whiteLabelEnabled: true, brandName: 'Ñandú' });
    expect(await cliJson('balance:credit', '--org', id, '--amount', '49.75')).toEqual({ balance: 200 });
    const entries = await getDb().select().from(ledgerEntries).where(eq(ledgerEntries.organizationId, id));
    expect(entries.map((e) => e.amountCentavos).sort()).toEqual([15025, 4975]);
  }, 120_000); // two CLI processes, each starting Node and tsx, on a shared machine

  it('creates a key that is stored only as its hash, and revokes it', async () => {
    const { id: org } = await cliJson('org:create', '--name', 'Keys');
    const created = await cliJson(
      'key:create',
      '--org',
      org,
      '--name',
      'server',
      '--scopes',
      'orders:read,orders:write',
      '--expires-at',
      '2099-01-01T00:00:00Z',
    );
    expect(created.key).toMatch(/^flt_live_[0-9A-Za-z]{49}$/);
    const [row] = await getDb().select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row.keyHash).toBe(hashApiKey(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key);
    expect(row.scopes).toEqual(['orders:read', 'orders:write']);
    expect(row.expiresAt?.toISOString()).toBe('2099-01-01T00:00:00.000Z');
    const revoked = await cliJson('key:revoke', '--id', created.id);
    expect(revoked).toEqual({ id: created.id, revokedAt: expect.any(String) });
    expect(await cliJson('key:create', '--org', org, '--name', 'all', '--scopes', '*')).toMatchObject({ key: expect.any(String) });
  }, 120_000); // four CLI processes, each starting Node and tsx, on a shared machine

  it('rolls a key with a grace (new secret once, old one expiring) and edits its name and scopes', async () => {
    // The organization and key are made directly: each CLI process costs seconds on a loaded machine.
    const org = await createTestOrg();
    const created = await createTestKey(org.id, ['orders:read']);
    const before = Date.now();
    const rolled = await cliJson('key:roll', '--id', created.id, '--grace', '24h');
    expect(rolled).toEqual({
      id: expect.any(String),
      key: expect.stringMatching(/^flt_live_[0-9A-Za-z]{49}$/),
      rolledFromId: created.id,
      previousExpiresAt: expect.any(String),
    });
    const expiresIn = new Date(rolled.previousExpiresAt).getTime() - before;
    expect(expiresIn).toBeGreaterThan(24 * 3_600_000 - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(24 * 3_600_000 + 60_000);
    const [old] = await getDb().select().from(apiKeys).where(eq(apiKeys.id, created.id));
    const [fresh] = await getDb().select().from(apiKeys).where(eq(apiKeys.id, rolled.id));
    expect(fresh).toMatchObject({
      organizationId: org.id,
      name: old.name,
      scopes: ['orders:read'],
      rolledFromId: created.id,
      keyHash: hashApiKey(rolled.key),
    });

    const text = await cli('key:roll', '--id', rolled.id, '--grace', 'ahora');
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/Guárdala ahora: no se volverá a mostrar\.\nLa clave anterior funciona hasta .* \(plazo: Ahora\)\./);

    expect(await cliJson('key:update', '--id', rolled.id, '--name', 'Producción', '--scopes', 'orders:read,tracking:read')).toEqual({
      id: rolled.id,
      name: 'Producción',
      scopes: ['orders:read', 'tracking:read'],
    });
    const bad: Array<[string[], RegExp]> = [
      [['key:roll', '--id', created.id, '--grace', '1h'], /ya fue rotada: la reemplaza la clave flt_/],
      [['key:roll', '--id', created.id, '--grace', '2h'], /--grace debe ser ahora, 1h, 24h o 7d/],
      [['key:update', '--id', rolled.id], /Indica --name, --scopes o ambos/],
    ];
    for (const [args, pattern] of bad) {
      const result = await cli(...args, '--json');
      expect(result.code, args.join(' ')).not.toBe(0);
      expect(JSON.parse(result.stderr).error, args.join(' ')).toMatch(pattern);
    }
  }, 120_000); // six CLI processes, each starting Node and tsx // fourteen CLI processes, each starting Node and tsx

  it('sets a custom rate limit and creates dashboard users', async () => {
    const { id: org } = await cliJson('org:create', '--name', 'Limits');
    expect(await cliJson('org:set-limit', '--org', org, '--per-hour', '5000')).toEqual({ id: org, perHour: 5000 });
    const { id: userId } = await cliJson(
      'user:create',
      '--email',
      'Ana@Example.com',
      '--password',
      'contraseña-segura',
      '--org',
      org,
      '--role',
      'admin',
      '--platform-admin',
    );
    const [user] = await getDb().select().from(users).where(eq(users.id, userId));
    expect(user.email).toBe('ana@example.com');
    expect(user.isPlatformAdmin).toBe(true);
    expect(await verifyPassword('contraseña-segura', user.passwordHash)).toBe(true);
    const [membership] = await getDb().select().from(memberships).where(eq(memberships.userId, userId));
    expect(membership.role).toBe('admin');
  }, 120_000); // three CLI processes, each starting Node and tsx, on a shared machine

  it('refuses bad input with a clear message and a non-zero exit', async () => {
    const cases: Array<[string[], RegExp]> = [
      [['org:create'], /Falta --name/],
      [['org:create', '--name', 'X', '--balance', '-5'], /--balance/],
      [['org:create', '--name', 'X', '--colour', 'red'], /Opción desconocida: --colour/],
      [['balance:credit', '--org', 'nope', '--amount', '5'], /UUID/],
      [['balance:credit', '--org', '00000000-0000-4000-8000-000000000000', '--amount', '5'], /no existe/],
      [
        ['key:create', '--org', '00000000-0000-4000-8000-000000000000', '--name', 'k', '--scopes', 'orders:delete'],
        /Permisos desconocidos: orders:delete/,
      ],
      [
        ['key:create', '--org', '00000000-0000-4000-8000-000000000000', '--name', 'k', '--scopes', '*', '--expires-at', 'mañana'],
        /ISO 8601/,
      ],
      [['org:set-limit', '--org', '00000000-0000-4000-8000-000000000000', '--per-hour', '0'], /entero/],
      [['user:create', '--email', 'x@y.z', '--password', 'short', '--org', '00000000-0000-4000-8000-000000000000'], /8 caracteres/],
      [['no:such-command'], /Comando desconocido/],
    ];
    for (const [args, pattern] of cases) {
      const result = await cli(...args, '--json');
      expect(result.code, args.join(' ')).not.toBe(0);
      expect(JSON.parse(result.stderr).error, args.join(' ')).toMatch(pattern);
    }
  }, 120_000); // eleven CLI processes, each starting Node and tsx

  it('refuses control characters in organization and key names with a Spanish message, writing nothing', async () => {
    const org = await cli('org:create', '--name', 'Tienda\u0007Uno', '--json');
    expect(org.code).not.toBe(0);
    expect(org.stderr).toContain('El nombre de la organización no puede contener caracteres de control (U+0007)');
    expect(await getDb().select().from(organizations).where(eq(organizations.name, 'Tienda\u0007Uno'))).toEqual([]);
    const created = JSON.parse((await cli('org:create', '--name', 'Tienda Dos', '--json')).stdout) as { id: string };
    const key = await cli('key:create', '--org', created.id, '--name', 'clave\u001bx', '--scopes', '*', '--json');
    expect(key.code).not.toBe(0);
    expect(key.stderr).toContain('El campo name no puede contener caracteres de control (U+001B)');
    expect(await getDb().select().from(apiKeys).where(eq(apiKeys.organizationId, created.id))).toEqual([]);
  }, 60_000);
});

describe('npm run cli -- <comando> --help', () => {
  it('every command has help in Spanish naming each of its options and a runnable example', () => {
    const names = Object.keys(commands);
    expect(names.length).toBeGreaterThanOrEqual(10);
    for (const name of names) {
      const help = commandHelp(name);
      const optionFlags = [...help.matchAll(/^ {2}(--[a-z-]+|-h, --help)/gm)].map((m) => m[1]);
      expect(help, name).toContain(`${name}: ${commands[name].description}`);
      expect(help, name).toContain(`Uso: npm run cli -- ${commands[name].usage}`);
      expect(help, name).toMatch(/\nOpciones:\n/);
      expect(help, name).toMatch(/\nEjemplos?:\n {2}npm run cli -- /);
      // every flag of the usage line is explained, and every example uses only known flags
      for (const flag of commands[name].usage.match(/--[a-z-]+/g) ?? []) expect(optionFlags, `${name} ${flag}`).toContain(flag);
      for (const example of commands[name].help.examples) {
        expect(example.startsWith(`npm run cli -- ${name} `), example).toBe(true);
        for (const flag of example.match(/(?<=\s)--[a-z-]+/g) ?? []) expect(optionFlags, `${name}: ${example}`).toContain(flag);
      }
      expect(optionFlags).toEqual(expect.arrayContaining(['--json', '-h, --help']));
    }
    for (const name of names) expect(overview()).toContain(name);
  });

  it('user:create lists the roles of the one role table (db/schema/users.ts), in its usage line and its help', () => {
    expect(commands['user:create'].usage).toContain(`[--role ${membershipRoles.join('|')}]`);
    expect(commandHelp('user:create')).toContain(`Rol en la organización: ${membershipRoles.join(', ')}`);
    expect(commands['user:create'].usage).not.toMatch(/\bmember\b/);
  });

  it('--help, -h and help <comando> print the help and exit 0 before reading any other option', async () => {
    for (const args of [
      ['key:create', '--org', 'x', '--help'],
      ['help', 'key:create'],
      ['key:create', '-h'],
    ]) {
      const result = await cli(...args);
      expect(result.code, args.join(' ')).toBe(0);
      expect(result.stderr, args.join(' ')).toBe('');
      expect(result.stdout, args.join(' ')).toContain('Uso: npm run cli -- key:create --org ID');
      expect(result.stdout, args.join(' ')).toContain(`--scopes S1,S2    Permisos separados por comas: ${apiScopes.join(', ')}`);
      expect(result.stdout, args.join(' ')).not.toContain('Falta --org');
    }
    const list = await cli('--help');
    expect(list.code).toBe(0);
    expect(list.stdout).toContain('Comandos:');
    expect(list.stdout).toContain('provider:send');
    const unknown = await cli('help', 'key:delete', '--json');
    expect(unknown.code).toBe(2);
    expect(JSON.parse(unknown.stderr).error).toMatch(/^Comando desconocido: key:delete\n\nUso:/);
  }, 180_000); // five CLI processes on a shared machine

  it('an unknown scope is refused with the list of valid ones, in key:create and key:update', async () => {
    const org = '00000000-0000-4000-8000-000000000000';
    const valid = `Permisos válidos: ${apiScopes.join(', ')}`;
    const created = await cli('key:create', '--org', org, '--name', 'k', '--scopes', 'orders:read,ordenes:leer', '--json');
    expect(created.code).toBe(2);
    expect(JSON.parse(created.stderr).error).toBe(`Permisos desconocidos: ordenes:leer. ${valid}`);
    const updated = await cli('key:update', '--id', org, '--scopes', 'pedidos', '--json');
    expect(updated.code).toBe(2);
    expect(JSON.parse(updated.stderr).error).toBe(`Permisos desconocidos: pedidos. ${valid}`);
    expect(() => parseScopesFlag(' , ')).toThrow(`--scopes necesita al menos un permiso. ${valid}`);
    expect(parseScopesFlag('orders:read, tracking:read')).toEqual(['orders:read', 'tracking:read']);
  }, 120_000);
});
