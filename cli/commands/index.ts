// Every admin command, by name (the table in README.md "Admin command line").
import { bankReviewCommand } from './bank';
import { orgSetLogo } from './branding';
import { carrierRemove, carrierSet, orgSetMargin } from './carriers';
import { codSetLimit } from './cod-limits';
import { codExportPayout, codMarkPayoutPaid, codPayoutBatches } from './cod-payouts';
import { codImportRemittance, codSandboxRemittance, operatorKeyCreate, operatorKeyRevoke } from './cod-remittances';
import { keyCreate, keyRevoke, keyRoll, keyUpdate } from './keys';
import { ledgerVerify } from './ledger';
import { balanceCredit, orgCreate, orgSetLimit } from './organizations';
import { providerSend } from './provider';
import { surchargesSetFuel, surchargesSetRule, zonesImport } from './surcharges';
import type { Command } from './types';
import { memberRemove, userCreate, userSetPassword } from './users';

export const commands: Record<string, Command> = {
  'org:create': orgCreate,
  'balance:credit': balanceCredit,
  'ledger:verify': ledgerVerify,
  'key:create': keyCreate,
  'key:revoke': keyRevoke,
  'key:roll': keyRoll,
  'key:update': keyUpdate,
  'org:set-limit': orgSetLimit,
  'user:create': userCreate,
  'user:set-password': userSetPassword,
  'member:remove': memberRemove,
  'provider:send': providerSend,
  'org:set-logo': orgSetLogo,
  'carrier:set': carrierSet,
  'carrier:remove': carrierRemove,
  'org:set-margin': orgSetMargin,
  'zones:import': zonesImport,
  'surcharges:set-rule': surchargesSetRule,
  'surcharges:set-fuel': surchargesSetFuel,
  'operator-keys:create': operatorKeyCreate,
  'operator-keys:revoke': operatorKeyRevoke,
  'cod:import-remittance': codImportRemittance,
  'cod:sandbox-remittance': codSandboxRemittance,
  'cod:payout-batches': codPayoutBatches,
  'bank:review': bankReviewCommand,
  'cod:export-payout': codExportPayout,
  'cod:mark-payout-paid': codMarkPayoutPaid,
  'cod:set-limit': codSetLimit,
};
