// provider:send — plays the logistics provider against a running service: signs a status report with
// PROVIDER_WEBHOOK_SECRET and POSTs it to /api/provider/events (local development and demos).
import { existsSync, readFileSync } from 'node:fs';
import { ZodError } from 'zod';
import { runtimeEnv } from '@/lib/platform/config';
import { formatZodError } from '@/lib/platform/errors/zod-es';
import { isOrderStatus, orderStatusLabels } from '@/lib/orders/order-states';
import { providerReportSchema } from '@/lib/provider-intake/schemas';
import { PROVIDER_SIGNATURE_HEADER, signProviderBody } from '@/lib/provider-intake/signature';
import { CliError } from '../args';
import type { Command } from './types';

/** The secret the running service checks: PROVIDER_WEBHOOK_SECRET, else the one the launcher keeps in .data/secrets.json. */
export function resolveProviderSecret(
  env: Record<string, string | undefined> = { PROVIDER_WEBHOOK_SECRET: runtimeEnv.providerWebhookSecret() },
  file = '.data/secrets.json',
): string {
  if (env.PROVIDER_WEBHOOK_SECRET) return env.PROVIDER_WEBHOOK_SECRET;
  if (existsSync(file)) {
    const secrets = JSON.parse(readFileSync(file, 'utf8')) as { PROVIDER_WEBHOOK_SECRET?: string };
    if (secrets.PROVIDER_WEBHOOK_SECRET) return secrets.PROVIDER_WEBHOOK_SECRET;
  }
  throw new CliError(
    `No hay secreto del proveedor: define PROVIDER_WEBHOOK_SECRET o arranca el servicio con npm run dev / npm start (crea ${file}).`,
  );
}

export const providerSend: Command = {
  usage: 'provider:send --tracking T --code C [--location L] [--observations O] [--description D] [--date ISO] [--url URL]',
  description: 'Firma y envía un reporte de estado del proveedor a un servicio en marcha',
  help: {
    options: [
      ['--tracking T', 'Número de rastreo del pedido (o de su guía de devolución)'],
      ['--code C', 'Código de estado del proveedor (en el sandbox, el estado: picked_up, in_transit, …)'],
      ['--location L', 'Ubicación del reporte'],
      ['--observations O', 'Observaciones'],
      ['--description D', 'Descripción (por omisión, el nombre en español del estado)'],
      ['--latitud X', 'Latitud, como texto'],
      ['--longitud Y', 'Longitud, como texto'],
      ['--date ISO', 'Fecha y hora del reporte, ISO 8601 con zona (por omisión, ahora)'],
      ['--url URL', 'Dirección del servicio (por omisión, http://localhost:$PORT o 3000)'],
    ],
    examples: ["npm run cli -- provider:send --tracking MX1234567890123452 --code picked_up --location 'Ciudad de México, CDMX'"],
    notes: 'Firma con PROVIDER_WEBHOOK_SECRET, o con el secreto que el lanzador guardó en .data/secrets.json. No usa la base de datos.',
  },
  needsDatabase: false,
  async run({ flags }) {
    const code = flags.string('code');
    const input = {
      value: flags.string('tracking'),
      location: flags.optional('location') ?? '',
      latitud: flags.optional('latitud') ?? '',
      longitud: flags.optional('longitud') ?? '',
      observations: flags.optional('observations') ?? '',
      dateTimeISO: flags.optional('date') ?? new Date().toISOString(),
      StatusObj: { code, description: flags.optional('description') ?? (isOrderStatus(code) ? orderStatusLabels[code] : code) },
    };
    const base = flags.optional('url') ?? `http://localhost:${runtimeEnv.port() ?? '3000'}`;
    flags.done();
    try {
      providerReportSchema.parse(input);
    } catch (error) {
      if (error instanceof ZodError) throw new CliError(formatZodError(error, 'El reporte'));
      throw error;
    }
    let url: URL;
    try {
      url = new URL('/api/provider/events', base);
    } catch {
      throw new CliError(`--url debe ser una URL http(s) (recibido: ${base})`);
    }
    const body = JSON.stringify(input);
    const signature = signProviderBody(resolveProviderSecret(), body);
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [PROVIDER_SIGNATURE_HEADER]: signature },
        body,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new CliError(`No se pudo conectar con ${url.origin}: ${(error as Error).message}. ¿Está corriendo el servicio?`);
    }
    const text = await res.text();
    let response: Record<string, unknown> = {};
    try {
      response = JSON.parse(text) as Record<string, unknown>;
    } catch {
      response = { body: text };
    }
    if (!res.ok) {
      const reason = typeof response.error === 'string' ? response.error : text;
      throw new CliError(`El servicio respondió ${res.status} (${res.headers.get('x-error-code') ?? 'error'}): ${reason}`);
    }
    return {
      json: { status: res.status, report: input, response },
      text: `${res.status}: pedido ${String(response.orderId)} en ${String(response.status)} (${String(response.outcome)})`,
    };
  },
};
