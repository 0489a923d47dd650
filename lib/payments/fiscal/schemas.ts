// The organization's fiscal data as the API takes it (PUT /api/v1/billing/fiscal-data) and the checks of CFDI 4.0:
// the RFC (@nodecfdi/rfc: shape, date and check digit; the generic and foreign RFCs are refused, an invoice here is
// always nominative), the razón social (trimmed, as in the constancia de situación fiscal), the régimen fiscal for
// the person type the RFC says (12 characters: moral, 13: física), the uso de CFDI for that person and régimen, the
// código postal of the fiscal address (5 digits), an optional email and the invoice mode. Each problem names its field.
import { Rfc } from '@nodecfdi/rfc';
import { z } from 'zod';
import '@/lib/platform/errors/zod-es';
import { mexicoCityDay } from '@/lib/platform/time/mexico-city';
import { invoiceModes } from '@/model/payments';
import { cfdiUses, type PersonType, taxRegimes } from './catalogs';

/** The person type of a valid RFC: 12 characters a persona moral, 13 a persona física. */
export const personTypeOf = (rfc: string): PersonType => (rfc.length === 12 ? 'moral' : 'fisica');
const personLabel = (p: PersonType) => (p === 'moral' ? 'una persona moral' : 'una persona física');

export const fiscalDataBodySchema = z.object({
  rfc: z.string().meta({ description: 'RFC del receptor de las facturas (12 caracteres persona moral, 13 persona física)' }),
  legalName: z.string().meta({ description: 'Razón social o nombre, como en la constancia de situación fiscal' }),
  taxRegime: z.string().meta({ description: 'Clave de régimen fiscal del SAT (c_RegimenFiscal), p. ej. 601' }),
  postalCode: z.string().meta({ description: 'Código postal del domicilio fiscal' }),
  cfdiUse: z.string().meta({ description: 'Uso de CFDI (c_UsoCFDI), p. ej. G03 Gastos en general' }),
  email: z.string().nullable().meta({ description: 'Correo al que se envían las facturas; null: los propietarios' }),
  invoiceMode: z
    .enum(invoiceModes)
    .meta({ description: 'per_topup: una factura por recarga; monthly: una por mes de la Ciudad de México' }),
  updatedAt: z.iso.datetime().nullable(),
  complete: z.boolean().meta({ description: 'false: la organización aún no tiene datos fiscales (no se facturan sus recargas)' }),
});
export type FiscalDataBody = z.infer<typeof fiscalDataBodySchema>;

const text = (max: number) =>
  z
    .string({ error: 'es obligatorio' })
    .trim()
    .min(1, { error: 'es obligatorio' })
    .max(max, { error: `debe tener como máximo ${max} caracteres` });

export const updateFiscalDataSchema = z
  .strictObject({
    rfc: text(13).transform((v) => v.toUpperCase()),
    legalName: text(254)
      .transform((v) => v.replace(/\s+/g, ' '))
      .refine((v) => !v.includes('|'), { error: 'no puede contener el carácter |' }),
    taxRegime: text(3),
    postalCode: z
      .string({ error: 'es obligatorio' })
      .trim()
      .regex(/^\d{5}$/, { error: 'debe tener 5 dígitos' }),
    cfdiUse: text(4).transform((v) => v.toUpperCase()),
    email: z
      .string()
      .trim()
      .max(254, { error: 'debe tener como máximo 254 caracteres' })
      .nullable()
      .optional()
      .transform((v) => (v ? v : null))
      .pipe(z.email({ error: 'no es un correo electrónico válido' }).nullable()),
    invoiceMode: z.enum(invoiceModes, { error: 'debe ser per_topup o monthly' }).optional().default('per_topup'),
  })
  .superRefine((data, ctx) => {
    const today = mexicoCityDay();
    if (!Rfc.isValid(data.rfc)) {
      ctx.addIssue({ code: 'custom', path: ['rfc'], message: 'no es un RFC válido: revisa las letras, la fecha y la homoclave' });
      return;
    }
    if (!Rfc.isValid(data.rfc, Rfc.DISALLOW_GENERIC | Rfc.DISALLOW_FOREIGN)) {
      ctx.addIssue({ code: 'custom', path: ['rfc'], message: 'no puede ser el RFC genérico de público en general ni el de extranjeros' });
      return;
    }
    if (!Rfc.parse(data.rfc).doesCheckSumMatch()) {
      ctx.addIssue({
        code: 'custom',
        path: ['rfc'],
        message: 'no es un RFC válido: el dígito verificador no corresponde, revisa la homoclave',
      });
      return;
    }
    const person = personTypeOf(data.rfc);
    const regime = taxRegimes(today).find((r) => r.code === data.taxRegime);
    if (!regime) {
      ctx.addIssue({
        code: 'custom',
        path: ['taxRegime'],
        message: 'no es una clave de régimen fiscal del SAT (c_RegimenFiscal), p. ej. 601 o 612',
      });
      return;
    }
    if (!regime[person]) {
      ctx.addIssue({
        code: 'custom',
        path: ['taxRegime'],
        message: `no corresponde a ${personLabel(person)}, que es lo que indica el RFC: ${data.taxRegime} es «${regime.name}»`,
      });
      return;
    }
    const use = cfdiUses(today).find((u) => u.code === data.cfdiUse);
    if (!use) {
      ctx.addIssue({ code: 'custom', path: ['cfdiUse'], message: 'no es una clave de uso de CFDI del SAT (c_UsoCFDI), p. ej. G03' });
    } else if (!use[person] || !use.regimes.includes(data.taxRegime)) {
      ctx.addIssue({
        code: 'custom',
        path: ['cfdiUse'],
        message: `no se permite con el régimen fiscal ${data.taxRegime}: ${data.cfdiUse} es «${use.name}»`,
      });
    }
  });
export type UpdateFiscalDataInput = z.input<typeof updateFiscalDataSchema>;
export type FiscalData = z.output<typeof updateFiscalDataSchema>;
