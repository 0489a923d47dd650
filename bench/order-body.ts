// A valid POST /orders body for the benchmark: the documented example with a unique reference.
import { randomBytes } from 'node:crypto';
import { exampleOrderBody } from '@/lib/http/openapi/examples';

export function validOrderBody() {
  return { ...structuredClone(exampleOrderBody), internalReference: `BENCH-${randomBytes(6).toString('hex')}` };
}
