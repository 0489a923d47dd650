// Every machine-readable error identifier and its default Spanish message. The domain throws these codes
// (lib/errors/domain-error.ts); the HTTP status of each one lives in lib/http/error-codes.ts, and the
// identifier is what clients read in X-Error-Code.
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
