// Every public operation, declared once with the schemas its handler parses: routes take their
// declaration from here (`apiRoute(operations.createOrder, ...)`, lib/http/api-route.ts) and
// lib/http/openapi/document.ts builds the OpenAPI document from the same objects. The order here is the
// order of the document's paths and tags.
import type { OperationDoc } from '../define';
import { adjustmentOperations } from './adjustments';
import { autoRechargeOperations } from './auto-recharge';
import { disputeOperations } from './disputes';
import { bankOperations } from './bank';
import { batchOperations } from './batches';
import { billingOperations } from './billing';
import { carrierAccountOperations } from './carrier-accounts';
import { codOperations } from './cod';
import { codRemittanceOperations } from './cod-remittances';
import { codSettingsOperations } from './cod-settings';
import { exportOperations } from './exports';
import { invoiceOperations } from './invoices';
import { fiscalDataOperations } from './fiscal-data';
import { manifestOperations } from './manifests';
import { orderOperations } from './orders';
import { paymentDepositOperations } from './payments-deposits';
import { pickupOperations } from './pickups';
import { providerOperations } from './provider';
import { quoteOperations } from './quotes';
import { requestLogOperations } from './request-logs';
import { serviceOperations } from './service';
import { trackingOperations } from './tracking';
import { webhookOperations } from './webhooks';
import { webhookRecoveryOperations } from './webhook-recovery';

export const operations = {
  ...serviceOperations,
  ...orderOperations,
  ...trackingOperations,
  ...quoteOperations,
  ...batchOperations,
  ...manifestOperations,
  ...pickupOperations,
  ...webhookOperations,
  ...webhookRecoveryOperations,
  ...carrierAccountOperations,
  ...requestLogOperations,
  ...adjustmentOperations,
  ...disputeOperations,
  ...billingOperations,
  ...autoRechargeOperations,
  ...exportOperations,
  ...codOperations,
  ...providerOperations,
  ...codRemittanceOperations,
  ...codSettingsOperations,
  ...invoiceOperations,
  ...paymentDepositOperations,
  ...bankOperations,
  ...fiscalDataOperations,
};

export const operationList: OperationDoc[] = Object.values(operations);
