// The body of POST /batches/{id}/purchase: the preference (lib/batches/schemas.ts purchaseBatchSchema) and the optional
// photo of the parcels on the scale (lib/orders/scale-photo.ts), stored with the batch when its purchase starts.
import { scalePhotoSchema } from '@/lib/orders/scale-photo';
import { purchaseBatchSchema } from './schemas';

export const purchaseBatchRequestSchema = purchaseBatchSchema.safeExtend({ scalePhoto: scalePhotoSchema.optional() });
