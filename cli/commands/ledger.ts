import { describeVerification, verifyLedgers } from '@/lib/billing/verify-ledger';
import type { Command } from './types';

export const ledgerVerify: Command = {
  usage: 'ledger:verify',
  description: 'Comprueba que el saldo de cada organización sea la suma de sus movimientos',
  help: {
    options: [],
    examples: ['npm run cli -- ledger:verify --json'],
    notes:
      'Para cada organización suma sus movimientos y los compara con su saldo, y sigue la cadena de saldos (cada movimiento parte del saldo que dejó el anterior). ' +
      'Termina con código 1 y nombra cada organización con diferencias; sin diferencias termina con 0. No modifica nada.',
  },
  async run({ db }) {
    const result = await verifyLedgers(db);
    return {
      json: { ...result },
      text: describeVerification(result),
      exitCode: result.differences.length === 0 ? 0 : 1,
    };
  },
};
