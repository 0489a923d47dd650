// Every machine-readable error identifier, its default Spanish message and its short Spanish title (the
// `title` of a problem details answer, RFC 9457). The domain throws these codes (lib/platform/errors/domain-error.ts);
// the HTTP status of each one lives in lib/http/error-codes.ts, and the identifier is what clients read in
// X-Error-Code (and in `code` of a problem details body). A new code needs a message, a title and a status.
export const errorMessages = {
  missing_api_key: 'Falta la clave de API: envía el encabezado Authorization: Bearer <API_KEY>.',
  invalid_auth_format: 'El encabezado Authorization debe usar el esquema Bearer: Authorization: Bearer <API_KEY>.',
  invalid_api_key: 'La clave de API no es válida o fue revocada.',
  api_key_expired: 'La clave de API expiró. Crea una nueva en el panel.',
  unauthenticated: 'Inicia sesión en el panel para continuar.',
  invalid_signature: 'La firma de la solicitud no es válida.',
  insufficient_scope: 'La clave de API no tiene permiso para esta operación.',
  forbidden: 'No tienes permiso para esta operación.',
  validation_error: 'Los datos enviados no son válidos.',
  invalid_json: 'El cuerpo de la solicitud no es un JSON válido.',
  unknown_status_code: 'El código de estado del proveedor no es conocido.',
  invalid_content_type: 'El encabezado Content-Type debe ser application/json.',
  insufficient_balance: 'Saldo insuficiente para esta operación. Recarga tu saldo prepagado.',
  not_found: 'El recurso no existe.',
  method_not_allowed: 'Método no permitido para esta ruta.',
  order_not_cancellable: 'El pedido ya no se puede cancelar.',
  order_not_modifiable: 'El pedido ya no se puede modificar.',
  invalid_transition: 'El cambio de estado no está permitido.',
  idempotency_key_in_use: 'Ya se está procesando una solicitud con esta clave de idempotencia. Intenta de nuevo en unos segundos.',
  conflict: 'La solicitud entra en conflicto con el estado actual del recurso.',
  payload_too_large: 'El cuerpo de la solicitud supera el máximo de 1 MB.',
  idempotency_key_reused: 'La clave de idempotencia ya se usó con una solicitud diferente.',
  rate_limit_exceeded: 'Límite de solicitudes excedido. Intenta de nuevo más tarde.',
  internal_error: 'Error interno del servidor. Intenta de nuevo; si persiste, contacta a soporte con el X-Request-Id.',
  provider_unavailable: 'El proveedor logístico no está disponible en este momento. No se realizó ningún cargo; intenta de nuevo.',
  service_unavailable: 'El servicio no está disponible en este momento.',
} as const satisfies Record<string, string>;

export type ErrorCode = keyof typeof errorMessages;

/** The short, fixed title of each code (a problem details `title`: the same for every occurrence). */
export const errorTitles = {
  missing_api_key: 'Falta la clave de API',
  invalid_auth_format: 'Encabezado Authorization inválido',
  invalid_api_key: 'Clave de API inválida',
  api_key_expired: 'Clave de API expirada',
  unauthenticated: 'Sesión requerida',
  invalid_signature: 'Firma inválida',
  insufficient_scope: 'Permiso insuficiente',
  forbidden: 'Operación prohibida',
  validation_error: 'Datos inválidos',
  invalid_json: 'JSON inválido',
  unknown_status_code: 'Código de estado desconocido',
  invalid_content_type: 'Content-Type no admitido',
  insufficient_balance: 'Saldo insuficiente',
  not_found: 'Recurso no encontrado',
  method_not_allowed: 'Método no permitido',
  order_not_cancellable: 'Pedido no cancelable',
  order_not_modifiable: 'Pedido no modificable',
  invalid_transition: 'Cambio de estado no permitido',
  idempotency_key_in_use: 'Clave de idempotencia en uso',
  conflict: 'Conflicto',
  payload_too_large: 'Cuerpo demasiado grande',
  idempotency_key_reused: 'Clave de idempotencia reutilizada',
  rate_limit_exceeded: 'Límite de solicitudes excedido',
  internal_error: 'Error interno',
  provider_unavailable: 'Proveedor no disponible',
  service_unavailable: 'Servicio no disponible',
} as const satisfies Record<ErrorCode, string>;
