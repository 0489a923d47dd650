// What the bank expects back from a deposit callback (docs/payments.md "The bank"): HTTP 200 with
// {"mensaje":"confirmar"} to accept the transfer, or {"mensaje":"devolver","id":<return reason>} to send it back to
// the payer (model/payments.ts bankReturnReasons). A callback repeated gets exactly the first answer.
import { z } from 'zod';
import { bankReturnReasons, type BankReturnReason } from '@/model/payments';

export type BankCallbackAnswer = { mensaje: 'confirmar' } | { mensaje: 'devolver'; id: number };

export const confirmAnswer = (): BankCallbackAnswer => ({ mensaje: 'confirmar' });

export const returnAnswer = (reason: BankReturnReason): BankCallbackAnswer => ({ mensaje: 'devolver', id: bankReturnReasons[reason].code });

/** The answer to a callback refused before it was read (bad signature, unreadable body): a return, "missing or wrong data". */
export const refusedCallbackAnswer = (): BankCallbackAnswer => returnAnswer('invalid_amount');

/** The answer as the OpenAPI document describes it. */
export const bankCallbackAnswerSchema = z.union([
  z.object({ mensaje: z.literal('confirmar') }),
  z.object({
    mensaje: z.literal('devolver'),
    id: z.number().int().meta({
      description:
        'La causa de devolución: 1 cuenta inexistente, 5 otra divisa, 14 datos incorrectos, 17 tipo de cuenta, 30 clave de rastreo repetida',
    }),
  }),
]);
