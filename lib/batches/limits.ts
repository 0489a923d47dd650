// The limits of one batch (issue 19): what POST /api/v1/batches and the dashboard's import accept.
export const MAX_BATCH_ROWS = 5_000;
export const MAX_BATCH_BYTES = 10 * 1024 * 1024;

export const batchTooLargeMessage = 'El archivo supera el máximo de 10 MB por lote. Divídelo en varios lotes.';
export const batchTooManyRowsMessage = (rows: number) =>
  `El lote tiene ${rows.toLocaleString('es-MX')} pedidos y el máximo es ${MAX_BATCH_ROWS.toLocaleString('es-MX')} por lote. Divídelo en varios lotes.`;
