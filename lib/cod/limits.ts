// The largest COD amount per service (docs/cod.md "Limits and label"): a row of cod_limits for the carrier and
// service, else the carrier's default row (null service), else COD_MAX_AMOUNT_MXN. The table is read whole into
// memory once per process and served from there (every COD quote and purchase asks it), like the surcharge tables
// (lib/pricing/surcharge-tables.ts): its writer (setCodLimit, the CLI's cod:set-limit) NOTIFYs `cod_limits:*` in its
// transaction, and every listening process drops its copy at commit; entries also expire after a minute.
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { codLimits } from '@/db/schema';
import { CACHE_INVALIDATION_CHANNEL, InvalidatedCache } from '@/lib/platform/cache/invalidated-cache';
import { config } from '@/lib/platform/config';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { formatMxn } from '@/lib/platform/money/format';

export const COD_LIMITS_CACHE_KIND = 'cod_limits';

/** Centavos by `carrier|service` (`carrier|` for a carrier's default). */
export type CodLimits = Map<string, number>;

const key = (carrier: string, service: string | null) => `${carrier}|${service ?? ''}`;

export const codLimitsCache = new InvalidatedCache<CodLimits>({
  name: 'cod-limits',
  ttlMs: 60_000,
  maxEntries: 1,
  invalidates: (kind) => (kind === COD_LIMITS_CACHE_KIND ? 'all' : null),
});

export async function loadCodLimits(db: DbOrTx): Promise<CodLimits> {
  return (await codLimitsCache.get('all', () => readCodLimits(db))) ?? new Map();
}

async function readCodLimits(db: DbOrTx): Promise<CodLimits> {
  const rows = await db.select({ carrier: codLimits.carrier, service: codLimits.service, max: codLimits.maxCentavos }).from(codLimits);
  return new Map(rows.map((r) => [key(r.carrier, r.service), Number(r.max)]));
}

/** The largest COD amount (centavos) of a carrier's service. */
export function codLimitCentavos(limits: CodLimits, carrier: string, service: string): number {
  return limits.get(key(carrier, service)) ?? limits.get(key(carrier, null)) ?? config().COD_MAX_AMOUNT_MXN * 100;
}

/** A carrier's service as a COD limit names it. */
export type CodService = { carrier: string; service: string; carrierName: string; serviceName: string };

const overLimit = (amountCentavos: number, maxCentavos: number, what: string) =>
  new DomainError(
    'cod_amount_over_limit',
    `El monto a cobrar contra entrega (${formatMxn(amountCentavos)}) supera el máximo de ${formatMxn(maxCentavos)} ${what}. Reduce el monto o elige otro servicio.`,
  );

/**
 * The services of `candidates` that accept `amountCentavos` (null: not COD, all of them). None when some were
 * offered: 400 cod_amount_over_limit naming the largest maximum among them.
 */
export function withinCodLimits<T extends CodService>(limits: CodLimits, candidates: T[], amountCentavos: number | null): T[] {
  if (amountCentavos === null) return candidates;
  const within = candidates.filter((c) => amountCentavos <= codLimitCentavos(limits, c.carrier, c.service));
  if (within.length > 0 || candidates.length === 0) return within;
  const maxes = candidates.map((c) => codLimitCentavos(limits, c.carrier, c.service));
  const max = Math.max(...maxes);
  const one = candidates[maxes.indexOf(max)];
  throw overLimit(
    amountCentavos,
    max,
    candidates.every((c) => c.carrier === one.carrier && c.service === one.service)
      ? `del servicio ${one.serviceName} de ${one.carrierName}`
      : 'de los servicios disponibles para este envío',
  );
}

/** Sets (or replaces) the limit of a carrier's service (`service` null: the carrier's default); every process drops its copy. */
export async function setCodLimit(db: Db, input: { carrier: string; service: string | null; maxCentavos: number }): Promise<void> {
  if (!Number.isSafeInteger(input.maxCentavos) || input.maxCentavos <= 0) {
    throw new DomainError('validation_error', 'El máximo de contra entrega debe ser un monto mayor que 0.');
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into ${codLimits} (carrier, service, max_centavos)
      values (${input.carrier}, ${input.service}, ${input.maxCentavos})
      on conflict (carrier, coalesce(service, '')) do update set max_centavos = excluded.max_centavos, updated_at = now()`);
    await tx.execute(sql`select pg_notify(${CACHE_INVALIDATION_CHANNEL}, ${`${COD_LIMITS_CACHE_KIND}:*`})`);
  });
  await codLimitsCache.invalidate('all');
}
