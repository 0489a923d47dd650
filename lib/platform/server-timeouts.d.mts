import type { Server } from 'node:http';

export const DEFAULT_KEEP_ALIVE_TIMEOUT_MS: number;
export const DEFAULT_HEADERS_TIMEOUT_MS: number;
export const MAX_HEADERS_TIMEOUT_MS: number;
export function serverTimeouts(env: Record<string, string | undefined>): { keepAliveTimeoutMs: number; headersTimeoutMs: number };
export function applyServerTimeouts(
  server: Server,
  env: Record<string, string | undefined>,
): { keepAliveTimeoutMs: number; headersTimeoutMs: number };
