// What the e2e web server (scripts/e2e-server.ts) and the global setup leave for the specs.
import { readFileSync } from 'node:fs';

export type ServerState = {
  baseUrl: string;
  databaseUrl: string;
  providerWebhookSecret: string;
  distDir: string;
  /** the bank simulator the server's transfers come from (simulators/bank) */
  bankUrl: string;
};
export type Credentials = { email: string; password: string };
export type SeedState = { organizationId: string; owner: Credentials; member: Credentials };

export const SERVER_STATE_FILE = process.env.E2E_STATE_FILE ?? '.data/e2e-server.json';
export const SEED_STATE_FILE = process.env.E2E_SEED_FILE ?? '.data/e2e-seed.json';
/** Signed-in browser states saved by the global setup (cookies of an Auth.js session). */
export const OWNER_STORAGE = process.env.E2E_OWNER_STORAGE ?? '.data/e2e-owner.storage.json';
export const MEMBER_STORAGE = process.env.E2E_MEMBER_STORAGE ?? '.data/e2e-member.storage.json';

export function serverState(): ServerState {
  return JSON.parse(readFileSync(SERVER_STATE_FILE, 'utf8')) as ServerState;
}

export function seedState(): SeedState {
  return JSON.parse(readFileSync(SEED_STATE_FILE, 'utf8')) as SeedState;
}
