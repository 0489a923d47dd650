// Secrets for local runs on the embedded database: generated once, kept in .data/secrets.json (mode 600).
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const FILE = '.data/secrets.json';
type LocalSecrets = { AUTH_SECRET: string; PROVIDER_WEBHOOK_SECRET: string };

export function localSecrets(): LocalSecrets {
  if (existsSync(FILE)) return JSON.parse(readFileSync(FILE, 'utf8')) as LocalSecrets;
  const secrets = {
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    PROVIDER_WEBHOOK_SECRET: randomBytes(32).toString('base64url'),
  };
  mkdirSync('.data', { recursive: true });
  writeFileSync(FILE, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  chmodSync(FILE, 0o600);
  return secrets;
}
