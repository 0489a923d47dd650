// The simulated carriers (simulators/) for one test file: both started before its tests, the service pointed at them
// (DHL_EXPRESS_API_URL, FEDEX_API_URL, plus any variable the file adds) and its configuration re-read; everything
// closed and put back after. Call it at the top of the file, before the file's own beforeAll (hooks run in order,
// and after-hooks in reverse, so the app server stops before the simulators do).
import { afterAll, beforeAll } from 'vitest';
import { resetConfigCache } from '@/lib/platform/config';
import { type DhlExpressSimulator, startDhlExpressSimulator } from '@/simulators/dhl-express/server';
import { type FedexSimulator, type FedexSimulatorOptions, startFedexSimulator } from '@/simulators/fedex/server';

export type CarrierSimulators = { dhl: DhlExpressSimulator; fedex: FedexSimulator };

/** `env`: more variables for the file; `options`: how the simulators start (FedEx accounts it accepts, say). */
export function withCarrierSimulators(
  env: Record<string, string> = {},
  options: { fedex?: FedexSimulatorOptions } = {},
): CarrierSimulators {
  const simulators = {} as CarrierSimulators;
  const saved: Record<string, string | undefined> = {};
  beforeAll(async () => {
    [simulators.dhl, simulators.fedex] = await Promise.all([startDhlExpressSimulator(), startFedexSimulator(options.fedex)]);
    const vars = { DHL_EXPRESS_API_URL: simulators.dhl.url, FEDEX_API_URL: simulators.fedex.url, ...env };
    for (const [name, value] of Object.entries(vars)) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
    resetConfigCache();
  });
  afterAll(async () => {
    await Promise.all([simulators.dhl?.close(), simulators.fedex?.close()]);
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetConfigCache();
  });
  return simulators;
}
