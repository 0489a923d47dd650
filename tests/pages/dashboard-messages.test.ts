// What the dashboard says in Spanish (issue 17, "Spanish everywhere"): a form's refusal names the field the way the
// form labels it, zod's and the domain's alike, while the API keeps its parameter names (lib/platform/errors/zod-es.ts,
// lib/http/action-result.ts); the request log page explains a stale cursor or a bad day in its own words
// (logs-filter.ts logsProblem); timeline and ledger texts stored with the API's labels or service codes are shown
// with the one display map (lib/orders/display-labels.ts).
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { isStaleCursor, staleLinkMessage } from '@/lib/platform/pagination/stale-link';
import { ordersProblem, readOrdersFilter, toListQuery } from '@/lib/orders/orders-page-filter';
import { logsProblem, readLogsFilter, toLogsQuery } from '@/app/(dashboard)/dashboard/logs/logs-filter';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { formatZodError, relabelMessage } from '@/lib/platform/errors/zod-es';
import { runAction } from '@/lib/http/action-result';
import { eventLabel, ledgerDescriptionLabel, serviceLabel, trackingDescriptionLabel } from '@/lib/orders/display-labels';
import { TEST_EVENT_KIND } from '@/lib/webhooks/event-kinds';
import { encodeCursor, parseCursorParam } from '@/lib/platform/pagination/cursor';
import { shipmentTypeLabels } from '@/lib/labels/label-model';
import { parseSince, parseUntil } from '@/lib/webhooks/start-recovery';
import { createWebhookSchema } from '@/lib/webhooks/schemas';

const webhookLabels = { name: 'Nombre', url: 'URL', events: 'Eventos', retrySchedule: 'Reintentos' };

/** The message a failing action answers, as lib/http/server-action.ts runs it. */
async function refusal(fn: () => unknown, labels: Record<string, string>): Promise<string> {
  const result = await runAction('test', async () => fn(), labels);
  if (result.ok) throw new Error('the action did not fail');
  return result.error;
}

describe('form refusals name the field as the form labels it', () => {
  const badWebhook = { name: '   ', url: 'ftp://ejemplo.mx/hook', events: [] };

  it('zod: every field by its label, the API keeps the parameter names', async () => {
    const message = await refusal(() => createWebhookSchema.parse(badWebhook), webhookLabels);
    expect(message).toContain('El campo «Nombre» no puede estar vacío.');
    expect(message).toContain('El campo «URL» debe empezar con https:// (o http:// en desarrollo).');
    expect(message).toContain('Marca al menos una opción en «Eventos».');
    expect(message).not.toMatch(/El campo (name|url|events)\b/);
    // the API's 400 for the same body is unchanged (docs/api/webhooks.md)
    const api = createWebhookSchema.safeParse(badWebhook);
    expect(formatZodError(api.error as ZodError)).toMatch(
      /El campo name no puede estar vacío.*El campo url debe empezar con https.*El campo events debe tener al menos 1 elemento/,
    );
  });

  it('a sentence the schema wrote itself is kept, and a field without a label keeps its path', async () => {
    const message = await refusal(
      () => createWebhookSchema.parse({ ...badWebhook, name: 'Mi ERP', events: ['order.created'], extra: 1 }),
      webhookLabels,
    );
    expect(message).toContain('El campo «URL» debe empezar con https://');
    expect(message).toContain('contiene campos no permitidos: extra');
  });

  it('domain: the recovery card names «Desde» and «Hasta», never since and until', async () => {
    const labels = { since: 'Desde', until: 'Hasta' };
    const now = new Date('2026-11-20T12:00:00Z');
    expect(await refusal(() => parseSince('2026-11-21T00:00:00Z', now), labels)).toBe('El campo «Desde» no puede estar en el futuro.');
    expect(await refusal(() => parseSince('2026-09-01T00:00:00Z', now), labels)).toMatch(
      /^El campo «Desde» no puede ser anterior a 30 días/,
    );
    const since = new Date('2026-11-19T12:00:00Z');
    expect(await refusal(() => parseUntil('2026-11-18T00:00:00Z', since, now), labels)).toBe(
      'El campo «Hasta» debe ser posterior a «Desde».',
    );
    // the same error through the API keeps "since"
    expect(() => parseUntil('2026-11-18T00:00:00Z', since, now)).toThrow('El campo until debe ser posterior a since.');
  });

  it('relabels only whole field names, not words or addresses that contain them', () => {
    const labels = { name: 'Nombre', email: 'Correo' };
    expect(relabelMessage('El campo name no puede estar vacío', labels)).toBe('El campo «Nombre» no puede estar vacío');
    expect(relabelMessage('La cuenta name@email.com ya existe; rename.txt; /api/name', labels)).toBe(
      'La cuenta name@email.com ya existe; rename.txt; /api/name',
    );
    expect(relabelMessage('El campo url no es válido', labels)).toBe('El campo url no es válido');
  });

  it('the fields of a field-by-field refusal are relabelled too, and an ended session reads the same in every form', async () => {
    const fields = [{ field: 'since', message: 'El campo since no puede estar en el futuro.' }];
    const result = await runAction(
      'test',
      async () => {
        throw new DomainError('validation_error', fields[0].message, { fields });
      },
      { since: 'Desde' },
    );
    expect(result).toEqual({
      ok: false,
      code: 'validation_error',
      error: 'El campo «Desde» no puede estar en el futuro.',
      fields: [{ field: 'since', message: 'El campo «Desde» no puede estar en el futuro.' }],
    });
    expect(
      await runAction('test', async () => {
        throw new DomainError('unauthenticated', 'x');
      }),
    ).toMatchObject({ ok: false, code: 'unauthenticated', error: expect.stringMatching(/^Tu sesión expiró/) });
  });
});

describe('list pages explain their address in their own words', () => {
  const problemOf = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      if (error instanceof DomainError) return logsProblem(error);
      throw error;
    }
    throw new Error('no problem');
  };

  it('the request log: a stale cursor, a day that does not exist, days the wrong way round, a day in the future', () => {
    expect(problemOf(() => parseCursorParam('roto'))).toBe(staleLinkMessage('registros'));
    const logs = (params: Record<string, string>) => toLogsQuery(readLogsFilter(params));
    const badDay = problemOf(() => logs({ from: '2026-02-31' }));
    expect(badDay).toBe('Revisa las fechas «Desde» y «Hasta»: elige días del calendario.');
    expect(problemOf(() => logs({ from: '2026-11-20', to: '2026-11-10' }))).toBe(
      'La fecha «Desde» no puede ser posterior a la fecha «Hasta».',
    );
    expect(problemOf(() => logs({ from: '2099-01-01' }))).toBe('La fecha «Desde» no puede estar en el futuro.');
    expect(problemOf(() => logs({ from: '2020-01-01' }))).toMatch(
      /^La fecha «Desde» es demasiado antigua: el registro conserva las solicitudes de los últimos \d+ días\.$/,
    );
    for (const message of [badDay, problemOf(() => parseCursorParam('roto'))])
      expect(message).not.toMatch(/parámetro|ISO 8601|nextCursor|cursor/);
  });

  it('the orders page and the other lists: the same sentence for a stale link', () => {
    expect(toListQuery(readOrdersFilter({ cursor: 'roto' })).cursor).toBe('roto'); // decoded by the list, which refuses it so:
    const refused = (() => {
      try {
        parseCursorParam('roto');
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    expect(ordersProblem(refused)).toBe('El enlace de esta página ya no es válido. Vuelve a la primera página de pedidos.');
    expect(isStaleCursor('roto')).toBe(true);
    expect(isStaleCursor(null)).toBe(false);
    expect(isStaleCursor(encodeCursor({ t: '2026-11-20T12:00:00.000000Z', id: '5b0e8f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b' }))).toBe(false);
  });
});

describe('the one display map', () => {
  it("shows timeline texts written with the API labels with the display labels, and leaves the carrier's own words alone", () => {
    expect(trackingDescriptionLabel('En Transito: Reporte simulado (sandbox)', 'in_transit')).toBe(
      'En tránsito: Reporte simulado (sandbox)',
    );
    expect(trackingDescriptionLabel('Devolucion Solicitada: No era la talla', 'return_requested')).toBe(
      'Devolución solicitada: No era la talla',
    );
    expect(trackingDescriptionLabel('En Reparto', 'out_for_delivery')).toBe('En reparto');
    expect(trackingDescriptionLabel('Fallida: Domicilio cerrado', 'failed')).toBe('Entrega fallida: Domicilio cerrado');
    expect(trackingDescriptionLabel('Salida de centro de distribución', 'in_transit')).toBe('Salida de centro de distribución');
    expect(trackingDescriptionLabel('En Transito', 'delivered')).toBe('En Transito'); // another state's label is the carrier's text
    expect(trackingDescriptionLabel('Recolectada: Guía escaneada', 'picked_up')).toBe('Recolectada: Guía escaneada');
  });

  it("shows a charge of before with the service's Spanish name; one spelling on the dashboard and on the label", () => {
    expect(ledgerDescriptionLabel('Envío standard, guía SBX0000001')).toBe('Envío Estándar, guía SBX0000001');
    expect(ledgerDescriptionLabel('Envío express, guía SBX0000002')).toBe('Envío Exprés, guía SBX0000002');
    expect(ledgerDescriptionLabel('Envío same_day')).toBe('Envío Mismo día');
    expect(ledgerDescriptionLabel('Envío Estándar, guía SBX0000003')).toBe('Envío Estándar, guía SBX0000003');
    expect(ledgerDescriptionLabel('Abono de saldo (plataforma, admin@envios.test)')).toBe('Abono de saldo (plataforma, admin@envios.test)');
    expect(shipmentTypeLabels).toEqual({ standard: 'ESTÁNDAR', express: 'EXPRÉS', same_day: 'MISMO DÍA' });
    expect(shipmentTypeLabels.express).toBe(serviceLabel('express').toUpperCase());
  });

  it('names every event of the delivery log, the test event included', () => {
    expect(eventLabel('order.delivered')).toBe('Paquete entregado');
    expect(eventLabel(TEST_EVENT_KIND)).toBe('Evento de prueba');
  });
});
