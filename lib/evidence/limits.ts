// The limits of an evidence photo (docs/billing.md "Disputes"): what one photo may weigh as sent, how many a dispute
// may carry, the largest canvas read (a decompression bomb is refused before it is decoded) and the box a stored photo
// fits in. Plain numbers: the API's body readers, the dashboard's forms and the photo processing read them.

/** One photo as sent (before re-encoding). */
export const MAX_EVIDENCE_PHOTO_BYTES = 8 * 1024 * 1024;
export const MAX_EVIDENCE_PHOTO_MB = MAX_EVIDENCE_PHOTO_BYTES / (1024 * 1024);
/** Photos a dispute may carry (the scale photos of the order and its batch come on top, attached by the service). */
export const MAX_DISPUTE_PHOTOS = 5;
/** The largest canvas decoded: a 48-megapixel phone photo passes, a small file claiming a giant canvas does not. */
export const MAX_EVIDENCE_INPUT_PIXELS = 60_000_000;
/** A stored photo's longest side, in pixels. */
export const EVIDENCE_MAX_SIDE_PX = 2048;
/** Room for the multipart boundaries, the form's other fields, or base64 (4/3) and JSON around the photos. */
export const MAX_DISPUTE_BODY_BYTES = Math.ceil((MAX_DISPUTE_PHOTOS * MAX_EVIDENCE_PHOTO_BYTES * 4) / 3) + 1024 * 1024;
/** One scale photo in base64 inside a JSON body (POST /orders, POST /batches/{id}/purchase). */
export const MAX_SCALE_PHOTO_BASE64_CHARS = Math.ceil((MAX_EVIDENCE_PHOTO_BYTES * 4) / 3) + 4;

export const photoTooLargeMessage = (label: string, bytes: number) =>
  `${label} pesa ${(bytes / (1024 * 1024)).toFixed(1)} MB; el máximo es ${MAX_EVIDENCE_PHOTO_MB} MB por foto.`;
export const DISPUTE_BODY_TOO_LARGE_MESSAGE = `La disputa supera el máximo de ${MAX_DISPUTE_PHOTOS} fotos de ${MAX_EVIDENCE_PHOTO_MB} MB cada una.`;
export const TOO_MANY_PHOTOS_MESSAGE = `Envía a lo más ${MAX_DISPUTE_PHOTOS} fotos con la disputa.`;
