// The organization's fiscal data, the receiver of its CFDI 4.0 invoices (issue 41, docs/payments.md). Read and changed
// with billing:read; from the dashboard only the owner, admin and finance roles (billing:manage).
import { fiscalDataBodySchema, updateFiscalDataSchema } from '@/lib/payments/fiscal/schemas';
import { defineOperations, named } from '../define';

const example = {
  rfc: 'EKU9003173C9',
  legalName: 'ESCUELA KEMPER URGATE',
  taxRegime: '601',
  postalCode: '42501',
  cfdiUse: 'G03',
  email: 'facturas@kemper.example',
  invoiceMode: 'per_topup',
  updatedAt: '2026-11-28T15:00:00.000Z',
  complete: true,
};

const body = named(fiscalDataBodySchema, 'FiscalData');

export const fiscalDataOperations = defineOperations({
  getFiscalData: {
    method: 'get',
    path: '/billing/fiscal-data',
    tag: 'Facturación',
    scopes: ['billing:read'],
    summary: 'Datos fiscales de la organización (receptor de sus facturas CFDI 4.0)',
    description:
      'RFC, razón social, régimen fiscal, código postal fiscal, uso de CFDI, correo y modo de facturación (per_topup: una factura por recarga; ' +
      'monthly: una por mes de la Ciudad de México). Sin datos fiscales: complete false y las recargas esperan a que se capturen. ' +
      'Desde el panel, solo los roles propietario, administrador y finanzas (otro: 403 forbidden).',
    responses: { 200: { description: 'Los datos fiscales', schema: body, example } },
    errors: ['forbidden'],
  },
  updateFiscalData: {
    method: 'put',
    path: '/billing/fiscal-data',
    tag: 'Facturación',
    scopes: ['billing:read'],
    summary: 'Guardar los datos fiscales de la organización',
    description:
      'Reemplaza los datos fiscales. Se validan con las reglas del CFDI 4.0: el RFC (forma, fecha y dígito verificador; no el genérico ni el de ' +
      'extranjeros), el régimen fiscal del catálogo del SAT que corresponda a una persona moral (RFC de 12 caracteres) o física (13), el uso de ' +
      'CFDI permitido para ese régimen y el código postal de 5 dígitos; cada error es un 400 validation_error que nombra el campo. Las recargas ' +
      'aún sin factura se facturan después de guardarlos; las facturas ya emitidas conservan el receptor con que se hicieron. ' +
      'Cada cambio queda en la bitácora de auditoría (fiscal_data.updated, antes y después). Guardarlos con una clave requiere una con todos ' +
      'los permisos (*): el RFC y el correo deciden a quién se emiten y envían las facturas.',
    body: named(updateFiscalDataSchema, 'FiscalDataUpdateRequest'),
    bodyExample: {
      rfc: 'EKU9003173C9',
      legalName: 'ESCUELA KEMPER URGATE',
      taxRegime: '601',
      postalCode: '42501',
      cfdiUse: 'G03',
      email: 'facturas@kemper.example',
      invoiceMode: 'per_topup',
    },
    responses: { 200: { description: 'Los datos fiscales guardados', schema: body, example } },
    errors: ['validation_error', 'forbidden', 'insufficient_scope'],
  },
});
