// A remittance file from its bytes to its report: parsed (a whole-file 400 changes nothing), then imported in one
// transaction (import-remittance.ts). The one entry of the API route, the CLI and the sandbox.
import type { Db } from '@/db/client';
import { importRemittance } from './import-remittance';
import { parseRemittance } from './parse-remittance';
import type { RemittanceReport } from './remittance-report';

export async function importRemittanceFile(
  db: Db,
  input: {
    bytes: Uint8Array;
    fileName?: string | null;
    reference?: string | null;
    source: 'api' | 'cli' | 'sandbox';
    importedBy: string;
    lineLimit?: number;
  },
): Promise<RemittanceReport> {
  const remittance = parseRemittance(input.bytes, { reference: input.reference });
  return importRemittance(db, { ...input, remittance });
}
