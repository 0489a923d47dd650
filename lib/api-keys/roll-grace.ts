// How long a rolled key's old secret keeps working (lib/api-keys/roll-api-key.ts): the four choices of the
// dashboard's "Rotar" dialog and of `key:roll --grace`.
export const rollGraces = ['now', '1h', '24h', '7d'] as const;
export type RollGrace = (typeof rollGraces)[number];

const HOUR_MS = 3_600_000;

export const rollGraceMs: Record<RollGrace, number> = {
  now: 0,
  '1h': HOUR_MS,
  '24h': 24 * HOUR_MS,
  '7d': 7 * 24 * HOUR_MS,
};

export const rollGraceLabels: Record<RollGrace, string> = {
  now: 'Ahora',
  '1h': '1 hora',
  '24h': '24 horas',
  '7d': '7 días',
};

export function isRollGrace(value: string): value is RollGrace {
  return (rollGraces as readonly string[]).includes(value);
}
