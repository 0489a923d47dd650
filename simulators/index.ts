// Every carrier simulator at once (`npm run dev`, the benchmark): starts those whose API variable the environment
// leaves unset and returns the variables to set, a line per simulator for the banner, and one close(). The bank
// simulator (simulators/bank, docs/payments.md "The bank") too, when BANK_API_URL is unset and the caller says where
// the app takes the bank's deposit callbacks (bankCallbackUrl). The PAC simulator (simulators/pac) too, when
// PAC_API_URL is unset and the caller hands the development CSD's settings (cfdiEnv: the invoice settings go whole);
// it then plays the PAC's test environment too (PAC_TEST_*, the test-mode twins' invoices) unless PAC_TEST_API_URL is set.
import { BANK_SIMULATOR_CREDENTIALS, startBankSimulator } from './bank/server';
import { startDhlExpressSimulator } from './dhl-express/server';
import { startFedexSimulator } from './fedex/server';
import { startPacSimulator } from './pac/server';

export type CarrierSimulators = {
  /** the API variables pointing at the simulators started (DHL_EXPRESS_API_URL, FEDEX_API_URL) */
  env: Record<string, string>;
  /** one line per simulator for the launcher's banner (Spanish) */
  banner: string[];
  /** the credentials each started simulator accepts, by carrier name (the demo's platform accounts: scripts/seed-demo.ts) */
  accounts: Record<string, Record<string, string>>;
  /** the bank simulator's banner line (Spanish), when it was started */
  bankBanner: string | null;
  /** the PAC simulator's banner line (Spanish), when it was started */
  pacBanner: string | null;
  close(): Promise<void>;
};

export async function startCarrierSimulators(
  options: {
    env?: Record<string, string | undefined>;
    latencyMs?: number;
    eventIntervalMs?: number;
    bankCallbackUrl?: string;
    /** the CFDI_* settings of a development CSD: with them (and PAC_API_URL unset) the PAC simulator starts too */
    cfdiEnv?: Record<string, string>;
  } = {},
): Promise<CarrierSimulators> {
  const unset = (name: string) => !options.env?.[name];
  const started: Array<{ close(): Promise<void> }> = [];
  const env: Record<string, string> = {};
  const banner: string[] = [];
  const accounts: Record<string, Record<string, string>> = {};
  if (unset('DHL_EXPRESS_API_URL')) {
    const dhl = await startDhlExpressSimulator({ latencyMs: options.latencyMs, eventIntervalMs: options.eventIntervalMs });
    started.push(dhl);
    env.DHL_EXPRESS_API_URL = dhl.url;
    accounts.dhl_express = { ...dhl.credentials };
    const { apiKey, apiSecret, accountNumber } = dhl.credentials;
    banner.push(`DHL Express simulado en ${dhl.url} (clave ${apiKey}, secreto ${apiSecret}, cuenta ${accountNumber})`);
  }
  if (unset('FEDEX_API_URL')) {
    const fedex = await startFedexSimulator({ latencyMs: options.latencyMs, eventIntervalMs: options.eventIntervalMs });
    started.push(fedex);
    env.FEDEX_API_URL = fedex.url;
    accounts.fedex = { ...fedex.credentials };
    const { clientId, clientSecret, accountNumber } = fedex.credentials;
    banner.push(`FedEx simulado en ${fedex.url} (Client ID ${clientId}, Client Secret ${clientSecret}, cuenta ${accountNumber})`);
  }
  let bankBanner: string | null = null;
  if (unset('BANK_API_URL') && options.bankCallbackUrl) {
    const bank = await startBankSimulator({
      callbackUrl: options.bankCallbackUrl,
      credentials: {
        apiKey: options.env?.BANK_API_KEY || BANK_SIMULATOR_CREDENTIALS.apiKey,
        webhookSecret: options.env?.BANK_WEBHOOK_SECRET || BANK_SIMULATOR_CREDENTIALS.webhookSecret,
      },
    });
    started.push(bank);
    env.BANK_API_URL = bank.url;
    env.BANK_API_KEY = bank.credentials.apiKey;
    env.BANK_WEBHOOK_SECRET = bank.credentials.webhookSecret;
    bankBanner = `banco SPEI simulado en ${bank.url} (avisos de depósito firmados a ${options.bankCallbackUrl}; simula una transferencia con POST ${bank.url}/simulaciones/abonos)`;
  }
  let pacBanner: string | null = null;
  if (unset('PAC_API_URL') && options.cfdiEnv) {
    const pac = await startPacSimulator();
    started.push(pac);
    Object.assign(env, options.cfdiEnv, { PAC_API_URL: pac.url, PAC_API_TOKEN: pac.token });
    if (unset('PAC_TEST_API_URL')) Object.assign(env, { PAC_TEST_API_URL: pac.url, PAC_TEST_API_TOKEN: pac.token });
    pacBanner = `PAC simulado en ${pac.url} (timbra los CFDI 4.0 sellados con el CSD de desarrollo de ${options.cfdiEnv.CFDI_ISSUER_RFC})`;
  }
  return {
    env,
    banner,
    accounts,
    bankBanner,
    pacBanner,
    close: async () => void (await Promise.all(started.map((simulator) => simulator.close()))),
  };
}
