// The organization's carrier accounts (Paqueterías, docs/carriers.md): its own credentials with DHL Express, FedEx…
import {
  carrierAccountListSchema,
  carrierAccountSchema,
  deletedCarrierAccountSchema,
  saveCarrierAccountSchema,
  updateCarrierAccountSchema,
} from '@/lib/carriers/schemas';
import { defineOperations, named } from '../define';

const carrierParam = { carrier: 'La paquetería, por su nombre (`dhl_express`, `fedex`); GET /carrier-accounts las lista' } as const;

const exampleAccount = {
  carrier: 'dhl_express',
  displayName: 'DHL Express',
  source: 'organization',
  enabled: true,
  preview: { accountNumber: '123456789', username: '••••7a2c', password: '••••' },
  capabilities: ['rates', 'shipments', 'cancel', 'tracking_poll', 'pickups'],
  validatedAt: '2026-11-28T09:15:00.000Z',
  updatedAt: '2026-11-28T09:15:00.000Z',
};

export const carrierAccountOperations = defineOperations({
  listCarrierAccounts: {
    method: 'get',
    path: '/carrier-accounts',
    tag: 'Paqueterías',
    scopes: ['carriers:manage'],
    summary: 'Listar las cuentas de paqueterías (las propias y las que ofrece la plataforma), sin secretos',
    responses: {
      200: {
        description: 'Cuentas',
        schema: named(carrierAccountListSchema, 'CarrierAccountList'),
        example: { data: [exampleAccount, { ...exampleAccount, carrier: 'fedex', displayName: 'FedEx', source: 'platform', preview: {} }] },
      },
    },
    errors: [],
  },
  saveCarrierAccount: {
    method: 'put',
    path: '/carrier-accounts/{carrier}',
    tag: 'Paqueterías',
    scopes: ['carriers:manage'],
    pathParams: carrierParam,
    summary: 'Guardar las credenciales de una paquetería (se validan con la paquetería antes de guardarlas)',
    description:
      'Las credenciales se validan con una llamada ligera a la paquetería: si las rechaza responde 422 ' +
      '`carrier_credentials_invalid`, y si no responde, 503 `provider_unavailable`; en ambos casos no se guarda nada. ' +
      'Se guardan cifradas y nunca se vuelven a mostrar: la respuesta trae los campos públicos y los últimos 4 caracteres de cada secreto.',
    body: named(saveCarrierAccountSchema, 'CarrierAccountSaveRequest'),
    bodyExample: { credentials: { username: 'apiusuario', password: 'secreto-de-la-api', accountNumber: '123456789' } },
    responses: {
      200: { description: 'Cuenta guardada y validada', schema: named(carrierAccountSchema, 'CarrierAccount'), example: exampleAccount },
    },
    errors: ['not_found', 'validation_error', 'conflict', 'carrier_credentials_invalid', 'provider_unavailable'],
  },
  updateCarrierAccount: {
    method: 'patch',
    path: '/carrier-accounts/{carrier}',
    tag: 'Paqueterías',
    scopes: ['carriers:manage'],
    pathParams: carrierParam,
    summary: 'Activar o desactivar la cuenta propia de una paquetería',
    body: named(updateCarrierAccountSchema, 'CarrierAccountUpdateRequest'),
    bodyExample: { enabled: false },
    responses: { 200: { description: 'Cuenta actualizada', schema: carrierAccountSchema, example: { ...exampleAccount, enabled: false } } },
    errors: ['not_found', 'validation_error'],
  },
  deleteCarrierAccount: {
    method: 'delete',
    path: '/carrier-accounts/{carrier}',
    tag: 'Paqueterías',
    scopes: ['carriers:manage'],
    pathParams: carrierParam,
    summary: 'Eliminar la cuenta propia de una paquetería y sus credenciales',
    description:
      'Se rechaza (409 carrier_account_in_use) mientras haya envíos en curso comprados con la cuenta: se cancelan, recolectan y rastrean con sus credenciales. Si solo la nombran envíos terminados, sus credenciales se borran y el registro queda para esos pedidos.',
    responses: {
      200: {
        description: 'Cuenta eliminada',
        schema: named(deletedCarrierAccountSchema, 'CarrierAccountDeleted'),
        example: { carrier: 'dhl_express', deleted: true },
      },
    },
    errors: ['not_found', 'carrier_account_in_use'],
  },
});
