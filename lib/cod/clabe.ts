// The payout account check (docs/cod.md "Payout"): a CLABE is 18 digits, its first three a known bank code
// (Banxico's list) and its last one the check digit of the first 17. clabe-validator holds the bank list and the
// digit rule; the messages are ours, in Spanish. The plaza (city) digits are not checked: banks and payment
// institutions open accounts under plazas the library's list may not know yet.
import { clabe } from 'clabe-validator';
import { DomainError } from '@/lib/platform/errors/domain-error';

export type ClabeProblem = 'length' | 'characters' | 'bank' | 'checksum';

export type ClabeCheckResult = { ok: true; clabe: string; bankName: string } | { ok: false; problem: ClabeProblem; message: string };

/** The CLABE as typed, without the spaces and dashes people write it with. */
export function normalizeClabe(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** Checks a CLABE; the message, in Spanish, says what is wrong. */
export function checkClabe(input: string): ClabeCheckResult {
  const value = normalizeClabe(input);
  if (!/^[0-9]*$/.test(value)) return { ok: false, problem: 'characters', message: 'La CLABE solo puede tener dígitos.' };
  if (value.length !== 18) {
    return { ok: false, problem: 'length', message: `La CLABE debe tener 18 dígitos; tiene ${value.length}.` };
  }
  const result = clabe.validate(value);
  const bank = clabe.banksMap[Number(value.slice(0, 3))];
  if (!bank?.tag || bank.tag === 'N/A') {
    return { ok: false, problem: 'bank', message: `El código de banco ${value.slice(0, 3)} de la CLABE no corresponde a ningún banco.` };
  }
  if (result.checksum === null || Number(value[17]) !== result.checksum) {
    return {
      ok: false,
      problem: 'checksum',
      message: 'El dígito verificador de la CLABE no es correcto; revisa que la hayas copiado completa.',
    };
  }
  return { ok: true, clabe: value, bankName: bank.name ?? bank.tag };
}

/** The normalized CLABE, or DomainError invalid_clabe (400) with the Spanish reason. */
export function validClabe(input: string): string {
  const result = checkClabe(input);
  if (!result.ok) throw new DomainError('invalid_clabe', result.message);
  return result.clabe;
}
