// The largest cash-on-delivery amount per service (docs/cod.md "Limits and label"): quote and order create refuse a
// COD amount over it with a Spanish 400 (cod_amount_over_limit).
import { setCodLimit } from '@/lib/cod/limits';
import { config } from '@/lib/platform/config';
import { formatMxn } from '@/lib/platform/money/format';
import { CliError } from '../args';
import { parseMxn } from './money';
import type { Command } from './types';

export const codSetLimit: Command = {
  usage: 'cod:set-limit --carrier NOMBRE --service SERVICIO|* --max MXN',
  description: 'Fija el monto máximo de contra entrega de un servicio (o el predeterminado de una paquetería)',
  help: {
    options: [
      ['--carrier NOMBRE', 'Paquetería: sandbox (sus servicios son standard, express, same_day), dhl_express, fedex'],
      ['--service SERVICIO|*', 'Código del servicio; * fija el máximo predeterminado de la paquetería (los servicios sin máximo propio)'],
      ['--max MXN', 'Monto máximo a cobrar contra entrega, en pesos'],
    ],
    examples: [
      'npm run cli -- cod:set-limit --carrier sandbox --service same_day --max 5000',
      "npm run cli -- cod:set-limit --carrier dhl_express --service '*' --max 15000",
    ],
    notes:
      'Un servicio sin máximo propio usa el de su paquetería y, sin ninguno, COD_MAX_AMOUNT_MXN. Las cotizaciones y compras usan el máximo nuevo en cuanto termina el comando.',
  },
  async run({ db, flags }) {
    const carrier = flags.string('carrier').trim();
    const rawService = flags.string('service').trim();
    const maxCentavos = parseMxn(flags.string('max'), 'max');
    flags.done();
    if (!/^[a-z0-9_]{1,40}$/.test(carrier)) throw new CliError(`--carrier no es un nombre de paquetería válido: ${carrier}`);
    if (rawService !== '*' && !/^[A-Za-z0-9_-]{1,60}$/.test(rawService))
      throw new CliError(`--service no es un código de servicio válido: ${rawService}`);
    const service = rawService === '*' ? null : rawService;
    await setCodLimit(db, { carrier, service, maxCentavos: maxCentavos! });
    const what = service ? `${carrier} / ${service}` : `${carrier} (predeterminado de sus servicios)`;
    return {
      json: { carrier, service, maxCentavos, defaultMaxCentavos: config().COD_MAX_AMOUNT_MXN * 100 },
      text: `Máximo de contra entrega de ${what}: ${formatMxn(maxCentavos!)}`,
    };
  },
};
