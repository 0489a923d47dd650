// Every machine-readable error identifier (sent in X-Error-Code), its HTTP status and default Spanish message.
export const errorCodes = {
  missing_api_key: { status: 401, message: 'Falta la clave de API: envía el encabezado Authorization: Bearer <API_KEY>.' },
  invalid_auth_format: { status: 401, message: 'El encabezado Authorization debe usar el esquema Bearer: Authorization: Bearer <API_KEY>.' },
  invalid_api_key: { status: 401, message: 'La clave de API no es válida o fue revocada.' },
  api_key_expired: { status: 401, message: 'La clave de API expiró. Crea una nueva en el panel.' },
  invalid_signature: { status: 401, message: 'La firma de la solicitud no es válida.' },
  insufficient_scope: { status: 403, message: 'La clave de API no tiene permiso para esta operación.' },
  forbidden: { status: 403, message: 'No tienes permiso para esta operación.' },
  validation_error: { status: 400, message: 'Los datos enviados no son válidos.' },
  invalid_json: { status: 400, message: 'El cuerpo de la solicitud no es un JSON válido.' },
  invalid_content_type: { status: 400, message: 'El encabezado Content-Type debe ser application/json.' },
  insufficient_balance: { status: 402, message: 'Saldo insuficiente para esta operación. Recarga tu saldo prepagado.' },
  not_found: { status: 404, message: 'El recurso no existe.' },
  method_not_allowed: { status: 405, message: 'Método no permitido para esta ruta.' },
  order_not_cancellable: { status: 409, message: 'El pedido ya no se puede cancelar.' },
  order_not_modifiable: { status: 409, message: 'El pedido ya no se puede modificar.' },
  invalid_transition: { status: 409, message: 'El cambio de estado no está permitido.' },
  idempotency_key_in_use: { status: 409, message: 'Ya se está procesando una solicitud con esta clave de idempotencia. Intenta de nuevo en unos segundos.' },
  conflict: { status: 409, message: 'La solicitud entra en conflicto con el estado actual del recurso.' },
  payload_too_large: { status: 413, message: 'El cuerpo de la solicitud supera el máximo de 1 MB.' },
  idempotency_key_reused: { status: 422, message: 'La clave de idempotencia ya se usó con una solicitud diferente.' },
  rate_limit_exceeded: { status: 429, message: 'Límite de solicitudes excedido. Intenta de nuevo más tarde.' },
  internal_error: { status: 500, message: 'Error interno del servidor. Intenta de nuevo; si persiste, contacta a soporte con el X-Request-Id.' },
  provider_unavailable: { status: 503, message: 'El proveedor logístico no está disponible en este momento. No se realizó ningún cargo; intenta de nuevo.' },
  service_unavailable: { status: 503, message: 'El servicio no está disponible en este momento.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCodes;
