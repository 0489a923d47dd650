// What the e2e web server (scripts/e2e-server.ts) and the global setup leave for the specs.
import { readFileSync } from 'node:fs';

export type ServerState = { baseUrl: string; databaseUrl: string; providerWebhookSecret: string };
export type SeedState = {
  organizationId: string;
  owner: { email: string; password: string };
  member: { email: string; password: string };
};

export const SERVER_STATE_FILE = process.env.E2E_STATE_FILE ?? '.data/e2e-server.json';
export const SEED_STATE_FILE = process.env.E2E_SEED_FILE ?? '.data/e2e-seed.json';

export function serverState(): ServerState {
  return JSON.parse(readFileSync(SERVER_STATE_FILE, 'utf8')) as ServerState;
}

export function seedState(): SeedState {
  return JSON.parse(readFileSync(SEED_STATE_FILE, 'utf8')) as SeedState;
}
