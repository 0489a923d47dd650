// The operator's review of the bank's callbacks as a real process (cli/commands/bank.ts): a transfer returned for an
// unknown CLABE and a callback refused for its signature are listed, newest first; nothing in them credited anyone.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { receiveDeposit } from '@/lib/payments/deposits/receive-deposit';
import { recordBankCallbackRejection } from '@/lib/payments/deposits/record-rejection';
import abonoExample from '@/simulators/bank/fixtures/abono-stp.json';
import { runCli } from '../helpers/cli';

describe('npm run cli -- bank:review', () => {
  it('lists the returned transfers and the refused callbacks', { timeout: 120_000 }, async () => {
    const trackingKey = `REV${randomUUID().slice(0, 10)}`;
    const body = { ...abonoExample, claveRastreo: trackingKey, cuentaBeneficiario: '646180999999999999', monto: '250.00' };
    const outcome = await receiveDeposit(getDb(), { body, rawBody: JSON.stringify(body), clientAddress: '127.0.0.1' });
    expect(outcome.outcome).toBe('returned');
    const marker = `firma-falsa-${randomUUID()}`;
    await recordBankCallbackRejection(getDb(), {
      reason: 'invalid_signature',
      body: `{"claveRastreo":"${marker}"}`,
      clientAddress: '10.0.0.9',
    });

    const listed = await runCli(['bank:review', '--days', '1', '--json']);
    expect(listed.code, listed.stderr).toBe(0);
    const review = JSON.parse(listed.stdout) as {
      returned: Array<{ trackingKey: string; returnCode: number; returnReason: string }>;
      refused: Array<{ reason: string; bodyStart: string; clientAddress: string }>;
    };
    expect(review.returned.find((d) => d.trackingKey === trackingKey)).toMatchObject({
      returnCode: 1,
      returnReason: 'La cuenta CLABE no existe',
    });
    expect(review.refused.find((r) => r.bodyStart.includes(marker))).toMatchObject({
      reason: 'invalid_signature',
      clientAddress: '10.0.0.9',
    });

    const text = await runCli(['bank:review']);
    expect(text.stdout).toContain(trackingKey);
    expect(text.stdout).toContain('devuelta (1) La cuenta CLABE no existe');
    expect((await runCli(['bank:review', '--days', '0'])).stderr).toContain('--days debe ser un número entero de 1 a 366');
  });
});
