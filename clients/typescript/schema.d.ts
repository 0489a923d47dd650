// Generado por openapi-typescript (opciones por omisión) desde docs/openapi.json con `npm run openapi`. No lo edites.

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Vida del servicio: el proceso responde (no consulta la base de datos)
         * @description Sin clave de API.
         *
         *     Errores (X-Error-Code): 429: `rate_limit_exceeded`; 500: `internal_error`.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Disponibilidad: base de datos accesible y migraciones aplicadas; el Redis de los límites, informado
         * @description Sin clave de API.
         *
         *     Errores (X-Error-Code): 429: `rate_limit_exceeded`; 500: `internal_error`.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Este documento OpenAPI 3.1
         * @description Sin clave de API.
         *
         *     Errores (X-Error-Code): 429: `rate_limit_exceeded`; 500: `internal_error`.
         */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * La organización y la clave de API de la solicitud
         * @description Cualquier clave válida.
         *
         *     Errores (X-Error-Code): 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar pedidos (más recientes primero, paginación por cursor)
         * @description Permiso: orders:read.
         *
         *     Errores (X-Error-Code): 400: `validation_error`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["listOrders"];
        put?: never;
        /**
         * Crear un pedido (genera la guía y descuenta el saldo)
         * @description Valida el pedido, calcula el costo con las tarifas, descuenta el saldo prepagado y genera la guía con el proveedor. Emite order.created. Contra entrega: un codAmount mayor que el máximo del servicio elegido responde 400 cod_amount_over_limit con el máximo, sin cargo; con la comisión descontada del cobro (ajuste de contra entrega de la organización) la comisión no se cobra al comprar.
         *
         *     Permiso: orders:write.
         *
         *     Idempotente con Idempotency-Key (o X-Idempotency-Key).
         *
         *     Errores (X-Error-Code): 400: `cod_amount_over_limit`, `validation_error`, `invalid_json`, `invalid_content_type`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 402: `insufficient_balance`; 403: `insufficient_scope`; 409: `idempotency_key_in_use`, `price_changed`; 413: `payload_too_large`; 422: `invalid_photo`, `idempotency_key_reused`, `carrier_rejected`, `carrier_credentials_invalid`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `provider_unavailable`, `service_unavailable`.
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Detalle de un pedido con sus eventos de rastreo
         * @description Permiso: orders:read.
         *
         *     Errores (X-Error-Code): 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Modificar datos del destinatario (solo pendiente o creada)
         * @description Permiso: orders:write.
         *
         *     Errores (X-Error-Code): 400: `validation_error`, `invalid_json`, `invalid_content_type`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 409: `order_not_modifiable`; 413: `payload_too_large`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        patch: operations["updateOrder"];
        trace?: never;
    };
    "/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancelar un pedido pendiente o creado (reembolsa el costo)
         * @description Permiso: orders:write.
         *
         *     Idempotente con Idempotency-Key (o X-Idempotency-Key).
         *
         *     Errores (X-Error-Code): 400: `validation_error`, `invalid_json`, `invalid_content_type`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 409: `order_not_cancellable`, `idempotency_key_in_use`; 413: `payload_too_large`; 422: `carrier_rejected`, `carrier_credentials_invalid`, `idempotency_key_reused`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `provider_unavailable`, `service_unavailable`.
         */
        post: operations["cancelOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/label": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Guía de envío en PDF (4x6 in) o ZPL
         * @description Con marca blanca activa, la guía lleva el logotipo y el nombre de la organización. ?type=return devuelve la guía de devolución.
         *
         *     Permiso: orders:read.
         *
         *     Errores (X-Error-Code): 400: `validation_error`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 409: `conflict`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["getOrderLabel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/carrier-label": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Guía emitida por la paquetería
         * @description La guía original de la paquetería (DHL Express, FedEx), tal como la emitió, para las paqueterías que exigen la suya; la guía con tu marca sigue en GET /orders/{id}/label. 404 cuando la paquetería no emitió guía propia (has_carrier_label en el detalle).
         *
         *     Permiso: orders:read.
         *
         *     Errores (X-Error-Code): 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["getOrderCarrierLabel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/tracking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Estado y eventos de rastreo de un pedido
         * @description Permiso: tracking:read.
         *
         *     Errores (X-Error-Code): 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["getOrderTracking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tracking/{trackingNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rastreo por número de rastreo o de guía
         * @description Permiso: tracking:read.
         *
         *     Errores (X-Error-Code): 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["getTracking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Solicitar la devolución de un pedido entregado
         * @description Permiso: orders:write.
         *
         *     Idempotente con Idempotency-Key (o X-Idempotency-Key).
         *
         *     Errores (X-Error-Code): 400: `validation_error`, `invalid_json`, `invalid_content_type`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 409: `invalid_transition`, `idempotency_key_in_use`; 413: `payload_too_large`; 422: `idempotency_key_reused`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        post: operations["requestReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/return/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Aprobar una devolución y generar la guía de devolución
         * @description Permiso: orders:write.
         *
         *     Idempotente con Idempotency-Key (o X-Idempotency-Key).
         *
         *     Errores (X-Error-Code): 400: `validation_error`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 409: `invalid_transition`, `idempotency_key_in_use`; 422: `idempotency_key_reused`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `provider_unavailable`, `service_unavailable`.
         */
        post: operations["approveReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/orders/{id}/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simular el siguiente reporte del proveedor (solo proveedor sandbox)
         * @description Permiso: orders:write.
         *
         *     Idempotente con Idempotency-Key (o X-Idempotency-Key).
         *
         *     Errores (X-Error-Code): 400: `validation_error`, `invalid_json`, `invalid_content_type`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 409: `invalid_transition`, `conflict`, `idempotency_key_in_use`; 413: `payload_too_large`; 422: `idempotency_key_reused`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        post: operations["advanceSandboxOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cotizar un envío por tipo de servicio
         * @description Cada cotización y cada opción incluye en totalCost sus recargos (surcharges: zona extendida o remota, sobredimensión, sobrepeso y combustible), aparte de breakdown: totalCost es la suma de ambos, y POST /orders cobra exactamente ese total. deliveryDays y warning avisan cuando el código postal de destino recibe entregas solo algunos días. Guía: /docs/guias/recargos. Contra entrega (isCod): un servicio cuyo monto máximo de contra entrega es menor que codAmount se omite; si ninguno lo admite, 400 cod_amount_over_limit con el máximo. Con la comisión descontada del cobro (codFeeDeducted: true) breakdown.codFee la muestra pero totalCost no la incluye.
         *
         *     Permiso: orders:read o orders:write.
         *
         *     Errores (X-Error-Code): 400: `cod_amount_over_limit`, `validation_error`, `invalid_json`, `invalid_content_type`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 413: `payload_too_large`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        post: operations["createQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar lotes (más recientes primero, paginación por cursor)
         * @description Permiso: orders:read.
         *
         *     Errores (X-Error-Code): 400: `validation_error`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["listBatches"];
        put?: never;
        /**
         * Crear un lote de pedidos desde CSV o JSON (valida y cotiza, no cobra)
         * @description Un CSV (Content-Type: text/csv; columnas en docs/guias/lotes.md) o un JSON { "orders": [...] } con cada pedido como el cuerpo de POST /orders. Hasta 5,000 pedidos y 10 MB (más: 413). Valida cada fila con las mismas reglas de POST /orders y guarda el lote con sus filas; las filas inválidas se informan en errors y nunca se compran. warnings avisa sin impedir la compra: una referencia ya comprada en los últimos 7 días (pedidos no cancelados) y un código postal de 4 dígitos leído con su cero inicial (6600 se lee 06600, el cero que quitan las hojas de cálculo). Un lote sin comprar vence a los 7 días (status expired) y se puede descartar antes con POST /batches/{id}/discard. Un archivo que no se puede leer (columnas desconocidas o faltantes, comillas sin cerrar) no escribe nada. CSV en UTF-8 (con o sin BOM) o Windows-1252, separado por comas o punto y coma; decimales con punto o coma.
         *
         *     Permiso: orders:write.
         *
         *     Idempotente con Idempotency-Key (o X-Idempotency-Key).
         *
         *     Errores (X-Error-Code): 400: `validation_error`, `invalid_content_type`, `invalid_json`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 409: `idempotency_key_in_use`; 413: `payload_too_large`; 422: `idempotency_key_reused`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        post: operations["createBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/batches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Estado de un lote y sus totales
         * @description failures agrupa las filas que fallaron al comprar por motivo; el saldo insuficiente es una sola línea. Solo con el permiso billing:read (o *) la respuesta trae balance (el saldo ahora) y, en esa línea, missing (cuánto falta hoy) con el monto en el mensaje; sin billing:read no trae balance ni missing, y el mensaje dice cuántas filas y cómo abonar, sin montos.
         *
         *     Permiso: orders:read.
         *
         *     Errores (X-Error-Code): 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["getBatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/batches/{id}/purchase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Comprar las filas válidas del lote (en segundo plano)
         * @description Crea el pedido de cada fila válida exactamente como POST /orders (guía, cargo al saldo, eventos y webhooks), cada fila con su propia clave de idempotencia, así que volver a pedirlo responde el estado actual y nunca crea un segundo pedido por fila. Si el saldo se acaba, las filas restantes fallan con el mismo mensaje que el 402 de un pedido y el lote termina. Consulta el avance con GET /batches/{id}. Un lote descartado o vencido (7 días sin comprar) responde 409. El cuerpo es opcional: preference (cheapest, fastest o una paquetería) elige la opción de cada fila entre las de todas las paqueterías habilitadas, al precio de ese momento, como preference de POST /orders; una paquetería que tu organización no tiene configurada responde 400 sin comprar nada. scalePhoto (opcional): la foto de los paquetes en la báscula, guardada con el lote al iniciar la compra y adjunta sola a la disputa de un ajuste de peso de cualquiera de sus pedidos.
         *
         *     Permiso: orders:write.
         *
         *     Idempotente con Idempotency-Key (o X-Idempotency-Key).
         *
         *     Errores (X-Error-Code): 400: `validation_error`, `invalid_json`, `invalid_content_type`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 409: `conflict`, `idempotency_key_in_use`; 413: `payload_too_large`; 422: `invalid_photo`, `idempotency_key_reused`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        post: operations["purchaseBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/batches/{id}/discard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Descartar un lote sin comprar
         * @description Aparta para siempre un lote que no se compró (validated, o expired: vencido), para que no se compre por error (un archivo subido dos veces). No cobra ni crea nada; pedirlo de nuevo responde el lote como está. 409 si el lote ya se compró. POST /batches/{id}/purchase de un lote descartado o vencido es un 409.
         *
         *     Permiso: orders:write.
         *
         *     Idempotente con Idempotency-Key (o X-Idempotency-Key).
         *
         *     Errores (X-Error-Code): 400: `validation_error`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 409: `conflict`, `idempotency_key_in_use`; 422: `idempotency_key_reused`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        post: operations["discardBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/batches/{id}/rows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Resultado de cada fila (JSON, o CSV con Accept: text/csv), o las filas por corregir en CSV para volver a subir
         * @description Las filas en orden, con su pedido o su error en español (de la validación, o de la compra: por ejemplo, saldo insuficiente). status=invalid,failed deja solo las filas sin pedido. Con Accept: text/csv, un CSV (UTF-8 con BOM) con las columnas Fila, Estado, Referencia, Pedido, Guía, Rastreo, Costo (MXN) y Error. Con columns=upload, siempre un CSV: las filas invalid y failed en las columnas de subida, con los valores como se leyeron y una columna error con el motivo; se corrige en una hoja de cálculo y se sube tal cual en un lote nuevo con POST /batches (la columna error se ignora).
         *
         *     Permiso: orders:read.
         *
         *     Errores (X-Error-Code): 400: `validation_error`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["listBatchRows"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/batches/{id}/labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Todas las guías del lote en un archivo (PDF de 4x6 in por guía, o ZPL)
         * @description En orden de fila, solo los pedidos creados, con la marca de la organización. 409 si el lote aún no tiene pedidos creados.
         *
         *     Permiso: orders:read.
         *
         *     Errores (X-Error-Code): 400: `validation_error`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 409: `conflict`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["getBatchLabels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/batches/{id}/manifest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Manifiesto de recolección del lote (PDF)
         * @description Organización, fecha, dirección de recolección, una línea por paquete (guía, ciudad de destino, peso), totales y líneas de firma. 409 si el lote aún no tiene pedidos creados.
         *
         *     Permiso: orders:read.
         *
         *     Errores (X-Error-Code): 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 409: `conflict`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["getBatchManifest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manifests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar manifiestos (más recientes primero, paginación por cursor)
         * @description Permiso: orders:read.
         *
         *     Errores (X-Error-Code): 400: `validation_error`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["listManifests"];
        put?: never;
        /**
         * Cierre del día: poner en un manifiesto los envíos creados sin manifiesto
         * @description Reúne cada pedido en estado created de la organización que aún no está en un manifiesto, creado hasta el final del día indicado (hora de la Ciudad de México; hoy por omisión), de una dirección de recolección, y los pone en un manifiesto nuevo. Un pedido está en un solo manifiesto y un manifiesto no cambia nunca: un segundo cierre toma solo los pedidos nuevos. Si hay pedidos de varias direcciones, pickupAddress (código postal y, si hace falta, calle y número exterior) elige cuál cerrar. 409 si no hay nada que cerrar.
         *
         *     Permiso: orders:write.
         *
         *     Idempotente con Idempotency-Key (o X-Idempotency-Key).
         *
         *     Errores (X-Error-Code): 400: `validation_error`, `invalid_json`, `invalid_content_type`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 409: `conflict`, `idempotency_key_in_use`; 413: `payload_too_large`; 422: `idempotency_key_reused`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        post: operations["createManifest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manifests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Un manifiesto con sus pedidos y su recolección (JSON, o el PDF con Accept: application/pdf)
         * @description En JSON, con pickup: la recolección solicitada para el manifiesto (id, estado, día, ventana y número de confirmación) o null. Con Accept: application/pdf responde el manifiesto impreso (carta): organización, fecha, dirección de recolección, la recolección (número de confirmación, día y ventana, o «sin solicitar»), una línea por paquete con su guía y el código de barras Code 128 de la guía, referencia, ciudad de destino, cobro contra entrega y peso, totales (paquetes, kg, y cuántos paquetes con cobro contra entrega y su importe) y líneas de firma.
         *
         *     Permiso: orders:read.
         *
         *     Errores (X-Error-Code): 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["getManifest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pickups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Solicitar una recolección al proveedor
         * @description Para los paquetes de un manifiesto (manifestId) o para los envíos creados en una dirección (pickupAddress completa), un día hábil (de lunes a viernes; hoy o hasta 14 días después, hora de la Ciudad de México) en una ventana de horario de al menos 2 horas entre 08:00 y 20:00 que empiece al menos 1 hora después de la solicitud: para el mismo día, la hora límite es las 17:00. Una ventana que ya empezó o empieza en menos de una hora, un sábado o un domingo, o hoy después de la hora límite responden 400 validation_error con el motivo y la próxima ventana posible, sin agendar nada. Un paquete está en una sola recolección y un manifiesto tiene una sola. Una recolección es de un solo proveedor: si los paquetes son de varios, 409 (cada uno recoge solo sus guías). Con el proveedor sandbox, POST /sandbox/pickups/{id}/advance simula la visita: los paquetes pasan a picked_up.
         *
         *     Permiso: orders:write.
         *
         *     Idempotente con Idempotency-Key (o X-Idempotency-Key).
         *
         *     Errores (X-Error-Code): 400: `validation_error`, `invalid_json`, `invalid_content_type`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 409: `conflict`, `idempotency_key_in_use`; 413: `payload_too_large`; 422: `idempotency_key_reused`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `provider_unavailable`, `service_unavailable`.
         */
        post: operations["createPickup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pickups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Estado de una recolección
         * @description Permiso: orders:read.
         *
         *     Errores (X-Error-Code): 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["getPickup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/pickups/{id}/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simular la visita del transportista (solo proveedor sandbox): los paquetes pasan a recolectados
         * @description Permiso: orders:write.
         *
         *     Idempotente con Idempotency-Key (o X-Idempotency-Key).
         *
         *     Errores (X-Error-Code): 400: `validation_error`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 409: `idempotency_key_in_use`; 422: `idempotency_key_reused`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        post: operations["advanceSandboxPickup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar webhooks (sin secretos)
         * @description Permiso: webhooks:manage.
         *
         *     Errores (X-Error-Code): 400: `validation_error`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Crear un webhook (la respuesta incluye el secreto de firma)
         * @description Permiso: webhooks:manage.
         *
         *     Idempotente con Idempotency-Key (o X-Idempotency-Key).
         *
         *     Errores (X-Error-Code): 400: `validation_error`, `invalid_json`, `invalid_content_type`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 409: `conflict`, `idempotency_key_in_use`; 413: `payload_too_large`; 422: `idempotency_key_reused`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Leer un webhook (sin secreto)
         * @description Permiso: webhooks:manage.
         *
         *     Errores (X-Error-Code): 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Eliminar un webhook
         * @description Permiso: webhooks:manage.
         *
         *     Errores (X-Error-Code): 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Editar nombre, URL, eventos o estado activo
         * @description Permiso: webhooks:manage.
         *
         *     Errores (X-Error-Code): 400: `validation_error`, `invalid_json`, `invalid_content_type`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 413: `payload_too_large`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/webhooks/{id}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Revelar el secreto de firma
         * @description Permiso: webhooks:manage.
         *
         *     Errores (X-Error-Code): 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["getWebhookSecret"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotar el secreto de firma (con periodo de gracia opcional)
         * @description Genera un secreto nuevo, que firma desde ahora X-Service-Signature y la primera firma de webhook-signature. Con `expiresInSeconds` (hasta 604800, 7 días) el secreto anterior sigue firmando como segunda entrada de webhook-signature hasta ese momento; sin cuerpo o con 0 deja de usarse de inmediato. El secreto anterior nunca se vuelve a mostrar.
         *
         *     Permiso: webhooks:manage.
         *
         *     Idempotente con Idempotency-Key (o X-Idempotency-Key).
         *
         *     Errores (X-Error-Code): 400: `validation_error`, `invalid_json`, `invalid_content_type`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 409: `idempotency_key_in_use`; 413: `payload_too_large`; 422: `idempotency_key_reused`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enviar un evento de prueba firmado
         * @description Permiso: webhooks:manage.
         *
         *     Idempotente con Idempotency-Key (o X-Idempotency-Key).
         *
         *     Errores (X-Error-Code): 400: `validation_error`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 409: `conflict`, `idempotency_key_in_use`; 422: `idempotency_key_reused`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        post: operations["sendWebhookTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Registro de intentos de entrega (más recientes primero)
         * @description Permiso: webhooks:manage.
         *
         *     Errores (X-Error-Code): 400: `validation_error`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reintentar una entrega fallida
         * @description Permiso: webhooks:manage.
         *
         *     Idempotente con Idempotency-Key (o X-Idempotency-Key).
         *
         *     Errores (X-Error-Code): 400: `validation_error`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 409: `conflict`, `idempotency_key_in_use`; 422: `idempotency_key_reused`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        post: operations["redeliverWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Recuperar las entregas fallidas desde una fecha
         * @description Reenvía, de la más antigua a la más reciente, cada entrega fallida o cancelada del webhook creada desde `since` (como máximo 30 días atrás, nunca en el futuro), con una ronda nueva de intentos cada una. Responde 202 con el trabajo; su progreso se consulta en GET /webhooks/{id}/recoveries/{recoveryId}. Repetir la solicitud con el mismo `since` mientras el trabajo sigue abierto devuelve el mismo trabajo; otro `since` responde 409. Un webhook inactivo (también el desactivado automáticamente) responde 409 hasta que se active.
         *
         *     Permiso: webhooks:manage.
         *
         *     Idempotente con Idempotency-Key (o X-Idempotency-Key).
         *
         *     Errores (X-Error-Code): 400: `validation_error`, `invalid_json`, `invalid_content_type`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 409: `conflict`, `idempotency_key_in_use`; 413: `payload_too_large`; 422: `idempotency_key_reused`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        post: operations["recoverWebhookDeliveries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/recoveries/{recoveryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar el progreso de una recuperación
         * @description Permiso: webhooks:manage.
         *
         *     Errores (X-Error-Code): 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["getWebhookRecovery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Eventos de webhook de un pedido y el estado de cada entrega
         * @description Los eventos de webhook del pedido, del más antiguo al más reciente (hasta 100; `hasMore` indica si hay más), con el cuerpo exacto enviado y, por cada webhook al que se envió, el estado de la entrega, los intentos (todas las rondas), el último código HTTP y la hora del último intento.
         *
         *     Permiso: orders:read.
         *
         *     Errores (X-Error-Code): 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["listOrderEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/carrier-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar las cuentas de paqueterías (las propias y las que ofrece la plataforma), sin secretos
         * @description Permiso: carriers:manage.
         *
         *     Errores (X-Error-Code): 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["listCarrierAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/carrier-accounts/{carrier}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Guardar las credenciales de una paquetería (se validan con la paquetería antes de guardarlas)
         * @description Las credenciales se validan con una llamada ligera a la paquetería: si las rechaza responde 422 `carrier_credentials_invalid`, y si no responde, 503 `provider_unavailable`; en ambos casos no se guarda nada. Se guardan cifradas y nunca se vuelven a mostrar: la respuesta trae los campos públicos y los últimos 4 caracteres de cada secreto.
         *
         *     Permiso: carriers:manage.
         *
         *     Errores (X-Error-Code): 400: `validation_error`, `invalid_json`, `invalid_content_type`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 409: `conflict`; 413: `payload_too_large`; 422: `carrier_credentials_invalid`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `provider_unavailable`, `service_unavailable`.
         */
        put: operations["saveCarrierAccount"];
        post?: never;
        /**
         * Eliminar la cuenta propia de una paquetería y sus credenciales
         * @description Se rechaza (409 carrier_account_in_use) mientras haya envíos en curso comprados con la cuenta: se cancelan, recolectan y rastrean con sus credenciales. Si solo la nombran envíos terminados, sus credenciales se borran y el registro queda para esos pedidos.
         *
         *     Permiso: carriers:manage.
         *
         *     Errores (X-Error-Code): 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 409: `carrier_account_in_use`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        delete: operations["deleteCarrierAccount"];
        options?: never;
        head?: never;
        /**
         * Activar o desactivar la cuenta propia de una paquetería
         * @description Permiso: carriers:manage.
         *
         *     Errores (X-Error-Code): 400: `validation_error`, `invalid_json`, `invalid_content_type`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 413: `payload_too_large`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        patch: operations["updateCarrierAccount"];
        trace?: never;
    };
    "/request-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Registro de solicitudes a la API (más recientes primero, paginación por cursor)
         * @description Cada solicitud a /api/v1 hecha con una clave de esta organización en los últimos 30 días: hora, X-Request-Id, clave, método, ruta, estado, código de error, duración, IP y agente de usuario. Filtros: status (2xx, 3xx, 4xx, 5xx o un código exacto), method, path (una plantilla como /orders/{id} o el inicio de una ruta como /orders), apiKeyId, requestId, from y to (fechas ISO 8601). Un parámetro desconocido responde 400 con su nombre. Las filas aparecen en cuanto se escriben (en lotes, normalmente en menos de 2 segundos).
         *
         *     Permiso: logs:read.
         *
         *     Errores (X-Error-Code): 400: `validation_error`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["listRequestLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/request-logs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Detalle de una solicitud, con los cuerpos de las fallidas (2 KB, secretos ocultos)
         * @description Para las solicitudes con estado 400 o mayor se guardan los primeros 2 KB del cuerpo enviado y de la respuesta de error, con contraseñas, secretos, claves, tokens y números con forma de tarjeta reemplazados por [REDACTADO].
         *
         *     Permiso: logs:read.
         *
         *     Errores (X-Error-Code): 400: `validation_error`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["getRequestLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar los ajustes de peso (más recientes primero, paginación por cursor)
         * @description Cada medición del proveedor que recalculó el costo de un pedido: las cifras declaradas (o las de la medición anterior) y las medidas, el peso cobrable de ambas, el monto en pesos (positivo: se cargó al saldo; negativo: se abonó; 0: el peso cobrable no cambió) y el estado de su disputa. Filtros: status y dateFrom/dateTo (fecha de registro del ajuste) con las mismas reglas que GET /orders.
         *
         *     Permiso: orders:read o billing:read.
         *
         *     Errores (X-Error-Code): 400: `validation_error`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["listAdjustments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/adjustments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Detalle de un ajuste de peso
         * @description El ajuste con sus cifras, el recálculo y, si se disputó, la disputa y su resolución (decisionReference: la referencia del proveedor). evidence lista las fotos que acompañan al ajuste, con su dirección de descarga: las enviadas con la disputa y las fotos en la báscula del pedido y de su lote. El de otra organización responde 404.
         *
         *     Permiso: orders:read o billing:read.
         *
         *     Errores (X-Error-Code): 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["getAdjustment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/orders/{id}/measure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simular la medición del paquete por el proveedor (solo proveedor sandbox)
         * @description Envía una medición como la enviaría el proveedor (POST /api/provider/events con type measurement) y registra el ajuste de peso que resulte. Sin cifras: el peso declarado x 1.5 + 1 kg con las mismas medidas. Solo para pedidos ya recolectados (409 en pendiente, creada o cancelada). reference se guarda como SBX-<id del pedido>-<reference>: la misma referencia del mismo pedido es un duplicado. En modo en vivo, una medición que abonaría saldo responde 409 (las guías del sandbox se pagaron con saldo real); un cargo sí se simula. Con la disputa del ajuste más reciente pendiente de decisión: 409 adjustment_dispute_pending.
         *
         *     Permiso: orders:write.
         *
         *     Idempotente con Idempotency-Key (o X-Idempotency-Key).
         *
         *     Errores (X-Error-Code): 400: `validation_error`, `invalid_json`, `invalid_content_type`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 409: `conflict`, `adjustment_dispute_pending`, `idempotency_key_in_use`; 413: `payload_too_large`; 422: `idempotency_key_reused`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        post: operations["simulateMeasurement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/adjustments/{id}/dispute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disputar el cargo de un ajuste de peso con evidencia
         * @description Solo un cargo (amount > 0) en estado open y antes de disputeDeadlineAt (ADJUSTMENT_DISPUTE_WINDOW_DAYS días desde la medición, 7 por omisión). Envía las medidas y el peso que declaras, un comentario y hasta 5 fotos, como multipart/form-data (campos weightKg, lengthCm, widthCm, heightCm, comment y archivos photos[]) o como JSON con las fotos en base64. Cada foto debe ser JPEG o PNG (se reconoce por su contenido, no por su nombre ni su tipo declarado), de hasta 8 MB y 60 megapíxeles; se guarda recodificada sin metadatos (EXIF, GPS) y con su lado mayor en a lo más 2048 px. Las fotos del paquete en la báscula tomadas al crear el pedido o al comprar su lote se adjuntan solas (evidence, kind scale). El ajuste pasa a disputed y el proveedor decide (accepted: el cargo vuelve al saldo como movimiento dispute_refund; rejected: sin cambio) con el webhook order.adjustment_resolved. En el sandbox la decisión es inmediata: accepted cuando las medidas declaradas dan un peso cobrable no mayor que el declarado al comprar y hay al menos una foto (de la disputa o de báscula); rejected en otro caso. Fuera de plazo, sobre un abono o ajuste sin cambio, una segunda vez, o con una foto inválida: 4xx en español y no se guarda nada. Con Idempotency-Key, repetir la misma solicitud (los mismos bytes: en multipart, el mismo boundary) responde lo mismo.
         *
         *     Permiso: orders:write.
         *
         *     Idempotente con Idempotency-Key (o X-Idempotency-Key).
         *
         *     Errores (X-Error-Code): 400: `validation_error`, `invalid_content_type`, `invalid_json`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 409: `adjustment_not_disputable`, `dispute_window_closed`, `idempotency_key_in_use`; 413: `payload_too_large`; 422: `invalid_photo`, `idempotency_key_reused`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        post: operations["disputeAdjustment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/evidence-photos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Descargar una foto de evidencia (báscula o disputa)
         * @description La foto tal como se guardó: JPEG o PNG recodificado, sin metadatos. Solo de tu organización (otra: 404).
         *
         *     Permiso: orders:read o billing:read.
         *
         *     Errores (X-Error-Code): 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["getEvidencePhoto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar los movimientos de saldo (más recientes primero, paginación por cursor)
         * @description Cada movimiento del saldo prepagado con su tipo (topup, manual_credit, label, refund, adjustment, dispute_refund, cod_fee, cod_payout), su monto con signo en pesos, el saldo justo después de él (puede ser negativo tras un ajuste de peso) y el pedido, lote o ajuste al que pertenece. Filtros: kind (uno o varios tipos separados por comas) y dateFrom/dateTo con las mismas reglas que la exportación CSV. El orden es por created_at, el inicio de la transacción que escribió el movimiento: dos movimientos casi simultáneos pueden aparecer en un orden distinto al de su saldo después.
         *
         *     Permiso: billing:read.
         *
         *     Errores (X-Error-Code): 400: `validation_error`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["listLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/statements/{month}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Estado de cuenta mensual: saldo inicial, totales por tipo, saldo final (JSON, CSV o PDF)
         * @description Un movimiento pertenece al mes de su created_at en hora de la Ciudad de México. El saldo inicial es la suma de todos los movimientos anteriores al mes (el saldo que dejó el último de ellos; 0 antes del primero), también para un mes sin movimientos; el saldo final es el inicial más los totales del mes. reconciled dice que el saldo inicial más los totales da el final y que la suma de todos los movimientos es el saldo actual. Con format=csv: primero el resumen (Sección «Resumen») y luego cada movimiento del mes, del más antiguo al más reciente (Sección «Movimiento»). Con format=pdf: el estado de cuenta impreso (carta) con la organización, el mes, el resumen y los movimientos.
         *
         *     Permiso: billing:read.
         *
         *     Errores (X-Error-Code): 400: `validation_error`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["getStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/auto-recharge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recarga automática por domiciliación: umbral, monto, periodo y cuenta
         * @description Cuando el saldo queda por debajo de threshold (pesos), se pide al banco un cargo domiciliado de amount a la cuenta payerClabe con el mandato mandateReference, como máximo una vez por periodo (day, week: semana ISO, month; hora de la Ciudad de México), y se abona al saldo (movimiento topup). Si el banco rechaza el cargo, status pasa a suspended con el motivo en suspendedReason y no se intenta otra vez hasta guardarla con enabled true. lastDebit: el cargo más reciente (requested mientras el banco no responde: se reintenta con la misma clave de idempotencia). Sin configuración: configured false. Desde el panel, solo los roles propietario, administrador y finanzas (otro: 403 forbidden).
         *
         *     Permiso: billing:read.
         *
         *     Errores (X-Error-Code): 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["getAutoRecharge"];
        /**
         * Guardar la recarga automática (y reanudarla si estaba suspendida)
         * @description Reemplaza la configuración completa. threshold mayor que 0; amount de 100 a 100,000 pesos (no tiene que superar el umbral); como máximo dos decimales; payerClabe: CLABE válida (18 dígitos, banco conocido y dígito verificador); payerName hasta 40 caracteres; mandateReference: la referencia de la domiciliación autorizada en el banco. Un error responde 400 validation_error con el campo. Guardarla con enabled true reanuda una recarga suspendida. Repetir la misma solicitud deja la misma configuración. Con una clave de API solo una con todos los permisos (*) puede cambiarla (otra: 403 insufficient_scope); desde el panel, solo los roles propietario, administrador y finanzas (otro: 403 forbidden). Cada cambio queda en la bitácora de auditoría (auto_recharge.updated, antes y después; la CLABE solo con sus últimos cuatro dígitos).
         *
         *     Permiso: billing:read.
         *
         *     Errores (X-Error-Code): 400: `validation_error`, `invalid_json`, `invalid_content_type`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `forbidden`, `insufficient_scope`; 413: `payload_too_large`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        put: operations["updateAutoRecharge"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exportar pedidos en CSV (los mismos filtros que el listado)
         * @description Todos los pedidos que cumplen los filtros de GET /orders (status, dateFrom, dateTo, q, service), más recientes primero. UTF-8 con BOM (Excel en español lo abre con acentos), encabezados en español, líneas CRLF; una celda que empieza con = + - @, un tabulador o un retorno de carro lleva un apóstrofo delante para que una hoja de cálculo no la ejecute como fórmula. Fechas en hora de la Ciudad de México (AAAA-MM-DD HH:MM:SS) y montos en pesos con punto decimal. El archivo se genera mientras se descarga, en lotes, sin límite de filas.
         *
         *     Permiso: orders:read.
         *
         *     Errores (X-Error-Code): 400: `validation_error`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["exportOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/ledger/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exportar los movimientos de saldo en CSV
         * @description Cada abono, cargo y reembolso del saldo prepagado, más recientes primero, opcionalmente entre dateFrom y dateTo. UTF-8 con BOM (Excel en español lo abre con acentos), encabezados en español, líneas CRLF; una celda que empieza con = + - @, un tabulador o un retorno de carro lleva un apóstrofo delante para que una hoja de cálculo no la ejecute como fórmula. Fechas en hora de la Ciudad de México (AAAA-MM-DD HH:MM:SS) y montos en pesos con punto decimal. El archivo se genera mientras se descarga, en lotes, sin límite de filas.
         *
         *     Permiso: billing:read.
         *
         *     Errores (X-Error-Code): 400: `validation_error`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["exportLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cod/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contadores de contra entrega (por cobrar, cobrado, remitido, pagado, diferencias, atrasados)
         * @description Cuántos pedidos contra entrega hay en cada estado de cobro y por cuánto (MXN): por cobrar, cobrados sin remitir, remitidos sin pagar, pagados, rechazados, extraviados; las diferencias de cobro por resolver y los cobros sin remitir con más de overdueAfterDays días. Desde el panel, solo los roles propietario, administrador y finanzas (otro rol: 403 forbidden).
         *
         *     Permiso: billing:read.
         *
         *     Errores (X-Error-Code): 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["getCodSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cod/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar los pedidos contra entrega con su estado de cobro (más recientes primero, paginación por cursor)
         * @description Cada pedido con isCod de la organización y su cobro: lo esperado, lo cobrado y cuándo, la diferencia y su estado, la remesa y el pago. Un pedido sin cobro reportado está pending. Filtros: status (estado de cobro), discrepancy, q (guía, rastreo o referencia) y dateFrom/dateTo (fecha de creación del pedido) con las mismas reglas que GET /orders. Desde el panel, solo los roles propietario, administrador y finanzas (otro rol: 403 forbidden).
         *
         *     Permiso: billing:read.
         *
         *     Errores (X-Error-Code): 400: `validation_error`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["listCodOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cod/orders/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exportar los pedidos contra entrega en CSV (los mismos filtros que el listado)
         * @description Todos los pedidos contra entrega que cumplen los filtros de GET /cod/orders, más recientes primero. UTF-8 con BOM, encabezados en español, líneas CRLF, celdas que empiezan con = + - @ con un apóstrofo delante; fechas en hora de la Ciudad de México y montos en pesos con punto decimal. Desde el panel, solo los roles propietario, administrador y finanzas (otro rol: 403 forbidden).
         *
         *     Permiso: billing:read.
         *
         *     Errores (X-Error-Code): 400: `validation_error`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["exportCodOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cod/orders/{id}/discrepancy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolver una diferencia de cobro: aceptar el monto cobrado o abrir un reclamo
         * @description Cuando la paquetería cobró un monto distinto del codAmount, la diferencia queda abierta (discrepancyStatus open). action accept la cierra aceptando lo cobrado (accepted); claim abre un reclamo con el proveedor (claimed). Queda en la auditoría. La misma decisión otra vez responde el pedido sin cambios; la otra decisión, o un pedido sin diferencia, 409 conflict. El pedido de otra organización responde 404. Con la sesión del panel: propietario o administrador (el rol finanzas, que no tiene orders:write, resuelve desde la página Contra entrega; otro rol: 403 forbidden).
         *
         *     Permiso: orders:write.
         *
         *     Idempotente con Idempotency-Key (o X-Idempotency-Key).
         *
         *     Errores (X-Error-Code): 400: `validation_error`, `invalid_json`, `invalid_content_type`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 409: `conflict`, `idempotency_key_in_use`; 413: `payload_too_large`; 422: `idempotency_key_reused`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        post: operations["resolveCodDiscrepancy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reporte del proveedor logístico: estado, medición, decisión o cobro contra entrega (firmado con X-Provider-Signature)
         * @description Sin `type`: un reporte de estado (ProviderReport). Con `"type": "measurement"`: la medición de un paquete (MeasurementReport): peso en kg, medidas en cm (cada cifra mayor que 0, hasta 1,000 kg y 500 cm), referencia propia del proveedor y, opcional, la URL https de una foto. La medición recalcula el costo del pedido con la misma función de precios y carga o abona la diferencia al saldo (un ajuste de peso, evento order.adjusted). La misma referencia otra vez responde 200 con outcome duplicate sin cambiar nada (la de otro pedido: 409); un pedido cancelado o aún no recolectado responde 409, y uno cuyo ajuste más reciente tiene la disputa pendiente de decisión, 409 adjustment_dispute_pending (se reenvía después de decidirla). Ejemplo de medición: {"type":"measurement","value":"MX1234567890123452","reference":"MED-2026-000871","weightKg":4,"dimensionsCm":{"length":30,"width":20,"height":15},"photoUrl":"https://proveedor.example.com/mediciones/MED-2026-000871.jpg","dateTimeISO":"2026-11-24T09:30:00-06:00"} Con `"type": "dispute_decision"`: la decisión sobre la disputa de un ajuste (DisputeDecisionReport), que se nombra con adjustmentId o con measurementReference (la referencia de la medición); decision accepted abona el cargo del ajuste al saldo (movimiento dispute_refund) y rejected no mueve dinero; ambas emiten order.adjustment_resolved. La misma decisión con la misma reference responde 200 con outcome duplicate; una decisión sobre un ajuste sin disputa pendiente responde 409 adjustment_not_disputed. Ejemplo de decisión: {"type":"dispute_decision","measurementReference":"MED-2026-000871","decision":"accepted","reason":"Las fotos de báscula confirman 2 kg.","reference":"DEC-2026-000112","dateTimeISO":"2026-11-26T11:00:00-06:00"} Con `"type": "cod_collection"`: el cobro de un pedido contra entrega (CodCollectionReport), nombrado por su trackingNumber: outcome collected (con amount en pesos y courierReference) o refused (con reason opcional). Un monto distinto de codAmount se guarda como llegó, con discrepancy = cobrado − esperado y discrepancyStatus open. Emite order.cod_collected u order.cod_refused. Un pedido que no es contra entrega, uno cancelado, o un cambio que la tabla de estados de contra entrega no permite (solo un pedido sin reporte, pending, pasa a collected o refused) responde 409; el mismo reporte otra vez responde 200 con outcome duplicate. Ejemplo de cobro: {"type":"cod_collection","trackingNumber":"MX1234567890123452","outcome":"collected","amount":1200,"courierReference":"COB-88213","dateTimeISO":"2026-11-24T12:10:00-06:00"}
         *
         *     Sin clave de API: firmado con X-Provider-Signature.
         *
         *     Errores (X-Error-Code): 400: `unknown_status_code`, `validation_error`, `invalid_json`, `invalid_content_type`; 401: `invalid_signature`; 404: `not_found`; 409: `invalid_transition`, `conflict`, `adjustment_not_disputed`, `adjustment_dispute_pending`; 413: `payload_too_large`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `provider_unavailable`, `service_unavailable`.
         */
        post: operations["receiveProviderReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cod/remittances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Importar una remesa de contra entrega del proveedor (solo operadores de la plataforma)
         * @description El CSV de la remesa como cuerpo text/csv, o en el campo file de un multipart/form-data. Columnas: guia, monto (pesos; también 1234,50 y 1.234,50), fecha_cobro opcional (AAAA-MM-DD o DD/MM/AAAA) y referencia_remesa (una sola; o el parámetro reference). Una línea inválida (monto negativo o ilegible, fecha imposible), un carácter nulo, más de 100,000 líneas o un encabezado desconocido: 400 invalid_remittance que nombra las líneas, sin aplicar nada. En una transacción, cada línea queda matched (mismo monto que el cobro registrado: se paga al comercio), amount_differs, unknown_guide, not_collected o already_remitted (también una guía repetida en el archivo). La misma referencia otra vez con el mismo archivo: 200 con duplicate: true, sin pagar nada; con otro contenido: 409 conflict, sin aplicar nada (una remesa corregida se importa con una referencia nueva). Hasta 1,000 líneas en el cuerpo; el resto con GET /cod/remittances/{id}. Detalle: docs/cod.md.
         *
         *     Solo con la clave de un operador de la plataforma (emx_op_…) o la sesión del panel de un administrador de la plataforma; la clave de API de una organización, o la sesión de un miembro, recibe 403 operator_key_required.
         *
         *     Errores (X-Error-Code): 400: `invalid_remittance`, `validation_error`, `invalid_content_type`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`; 403: `operator_key_required`; 409: `conflict`; 413: `payload_too_large`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        post: operations["importCodRemittance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cod/remittances/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Una remesa importada y sus líneas conciliadas (solo operadores de la plataforma)
         * @description El reporte de la importación, con las líneas en el orden del archivo, hasta limit por página (afterLine = nextAfterLine para la siguiente).
         *
         *     Solo con la clave de un operador de la plataforma (emx_op_…) o la sesión del panel de un administrador de la plataforma; la clave de API de una organización, o la sesión de un miembro, recibe 403 operator_key_required.
         *
         *     Errores (X-Error-Code): 400: `validation_error`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`; 403: `operator_key_required`; 404: `not_found`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["getCodRemittance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cod/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Configuración de contra entrega: dónde se cobra la comisión y a qué cuenta se pagan los cobros
         * @description feeMode purchase (la comisión contra entrega se cobra con la guía) o deduct (se descuenta del cobro al pagarlo); payoutClabe: la CLABE a la que se transfieren los cobros en lotes (null: se abonan al saldo, movimiento cod_payout). Sin configuración: purchase y saldo. Desde el panel, solo los roles propietario, administrador y finanzas (otro: 403 forbidden).
         *
         *     Permiso: billing:read.
         *
         *     Errores (X-Error-Code): 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["getCodSettings"];
        /**
         * Cambiar la configuración de contra entrega (comisión y CLABE de pago)
         * @description Reemplaza la configuración. La CLABE se valida (18 dígitos, código de banco conocido y dígito verificador; 400 invalid_clabe con el motivo) y exige payoutBeneficiary; payoutClabe null o vacía: los cobros se abonan al saldo. El modo de comisión se aplica a los pedidos creados después. Con una clave de API solo una con todos los permisos (*) puede cambiarla (otra: 403 insufficient_scope); desde el panel, solo los roles propietario, administrador y finanzas (otro: 403 forbidden). Queda en la bitácora de auditoría (cod.settings_updated).
         *
         *     Permiso: billing:read.
         *
         *     Errores (X-Error-Code): 400: `validation_error`, `invalid_clabe`, `invalid_json`, `invalid_content_type`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `forbidden`, `insufficient_scope`; 413: `payload_too_large`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        put: operations["updateCodSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cod/payout-batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lotes de pago por transferencia de los cobros contra entrega (solo operadores de la plataforma)
         * @description Los lotes de las organizaciones que tienen CLABE de pago, más recientes primero (hasta 200): open (acumula los cobros remitidos), exported (se generó el archivo del banco) y paid (el banco transfirió; los pedidos quedan en paid_out).
         *
         *     Solo con la clave de un operador de la plataforma (emx_op_…) o la sesión del panel de un administrador de la plataforma; la clave de API de una organización, o la sesión de un miembro, recibe 403 operator_key_required.
         *
         *     Errores (X-Error-Code): 400: `validation_error`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`; 403: `operator_key_required`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["listCodPayoutBatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cod/payout-batches/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archivo del banco de un lote de pago; el lote abierto pasa a exported (solo operadores de la plataforma)
         * @description CSV (UTF-8 con BOM): Beneficiario, CLABE, Monto (pesos con dos decimales), Referencia, Concepto; una línea de transferencia y una línea Total. Un lote abierto se cierra (exported, con la CLABE y el titular copiados) y el siguiente cobro abre otro; uno ya exportado devuelve el mismo archivo; uno pagado: 409 payout_batch_not_exportable.
         *
         *     Solo con la clave de un operador de la plataforma (emx_op_…) o la sesión del panel de un administrador de la plataforma; la clave de API de una organización, o la sesión de un miembro, recibe 403 operator_key_required.
         *
         *     Errores (X-Error-Code): 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`; 403: `operator_key_required`; 404: `not_found`; 409: `payout_batch_not_exportable`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        post: operations["exportCodPayoutBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cod/payout-batches/{id}/mark-paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marcar pagado un lote exportado: sus pedidos pasan a paid_out (solo operadores de la plataforma)
         * @description bankReference: la referencia de la transferencia del banco. En una transacción: el lote pasa a paid y cada cobro del lote a paid_out, con un evento order.cod_paid_out por pedido (sin movimiento de saldo: el dinero fue a la cuenta bancaria). Un lote ya pagado responde como está (alreadyPaid: true) y no paga nada otra vez; uno abierto: 409 payout_batch_not_payable.
         *
         *     Solo con la clave de un operador de la plataforma (emx_op_…) o la sesión del panel de un administrador de la plataforma; la clave de API de una organización, o la sesión de un miembro, recibe 403 operator_key_required.
         *
         *     Errores (X-Error-Code): 400: `validation_error`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`; 403: `operator_key_required`; 404: `not_found`; 409: `payout_batch_not_payable`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        post: operations["markCodPayoutBatchPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar las facturas (CFDI 4.0) de la organización, más recientes primero (paginación por cursor)
         * @description Cada factura con su serie y folio, su estado (pending_stamp pendiente de timbrar, stamped timbrada, cancellation_pending cancelación en proceso, cancelled cancelada, failed rechazada por el PAC para siempre o sin timbrar 72 horas después de su fecha: failedAt y failureReason dicen cuándo y por qué, y sus recargas se facturan de nuevo en otra factura), una sustituta con replacesInvoiceId y relatedUuid, el receptor, los importes en pesos y el folio fiscal (UUID) una vez timbrada. Filtros: status, from y to (fecha de creación). Desde el panel, solo los roles propietario, administrador y finanzas (otro: 403 forbidden). La factura de otra organización responde 404.
         *
         *     Permiso: billing:read.
         *
         *     Errores (X-Error-Code): 400: `validation_error`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["listInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Una factura con las recargas que ampara
         * @description La factura y cada recarga (movimiento topup del saldo) que cubre, con su monto. Desde el panel, solo los roles propietario, administrador y finanzas (otro: 403 forbidden). La factura de otra organización responde 404.
         *
         *     Permiso: billing:read.
         *
         *     Errores (X-Error-Code): 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["getInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/invoices/{id}/xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * El XML timbrado de la factura (CFDI 4.0 con el timbre fiscal digital)
         * @description El XML tal como lo timbró el PAC, byte por byte. Mientras la factura está pendiente de timbrar: 409 invoice_not_stamped. Desde el panel, solo los roles propietario, administrador y finanzas (otro: 403 forbidden). La factura de otra organización responde 404.
         *
         *     Permiso: billing:read.
         *
         *     Errores (X-Error-Code): 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 409: `invoice_not_stamped`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["getInvoiceXml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/invoices/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * La representación impresa de la factura en PDF, con el código QR del SAT
         * @description Emisor y receptor, serie y folio, folio fiscal, fechas de emisión y certificación, conceptos, subtotal, IVA 16 %, total con letra, sellos, cadena original del complemento de certificación y el QR con la URL de verificación del SAT. Una factura cancelada dice CANCELADO. Pendiente de timbrar: 409 invoice_not_stamped. Desde el panel, solo los roles propietario, administrador y finanzas (otro: 403 forbidden). La factura de otra organización responde 404.
         *
         *     Permiso: billing:read.
         *
         *     Errores (X-Error-Code): 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 409: `invoice_not_stamped`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["getInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/invoices/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancelar una factura timbrada con un motivo del SAT
         * @description reason: 01 comprobante emitido con errores con relación, 02 con errores sin relación, 03 no se llevó a cabo la operación, 04 operación nominativa relacionada en una factura global. Motivo 01 sin substituteUuid: el servicio emite la factura sustituta (las mismas recargas, un folio y una fecha nuevos, los datos fiscales actuales y CfdiRelacionados tipo 04 con el folio fiscal de esta) y responde 202 con ambas; esta sigue stamped hasta que la sustituta se timbra y entonces se pide su cancelación al PAC con la sustituta como folio de sustitución. Motivo 01 con substituteUuid: debe ser una factura timbrada de la organización cuyo relatedUuid es el folio fiscal de esta (si no, 422 invoice_substitute_invalid). Con el motivo 02 las recargas de la factura cancelada se facturan de nuevo; con 03 y 04 no (la operación no se realizó o ya está en una factura global). Se pide al PAC: si el SAT la cancela sin aceptación del receptor queda cancelled; si requiere su aceptación queda cancellation_pending y se consulta periódicamente hasta que el receptor acepta (cancelled) o rechaza (vuelve a stamped). Si el PAC no responde queda cancellation_pending y se pide de nuevo. Pendiente de timbrar o rechazada por el PAC: 409 invoice_not_stamped; ya cancelada, en proceso o esperando a su sustituta: 409 invoice_not_cancellable; el PAC la rechaza: 422 invoice_cancellation_refused. Queda en la bitácora de auditoría (invoice.cancellation_requested). Con una clave de API, solo una con todos los permisos (*). Desde el panel, solo los roles propietario, administrador y finanzas (otro: 403 forbidden). La factura de otra organización responde 404.
         *
         *     Permiso: billing:read.
         *
         *     Idempotente con Idempotency-Key (o X-Idempotency-Key).
         *
         *     Errores (X-Error-Code): 400: `validation_error`, `invalid_json`, `invalid_content_type`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 404: `not_found`; 409: `invoice_not_stamped`, `invoice_not_cancellable`, `idempotency_key_in_use`; 413: `payload_too_large`; 422: `invoice_substitute_invalid`, `invoice_cancellation_refused`, `idempotency_key_reused`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        post: operations["cancelInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/clabe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * La CLABE propia de la organización para recargar saldo por transferencia SPEI
         * @description Cada organización (y su gemela de prueba) tiene su propia CLABE de 18 dígitos, asignada la primera vez que se consulta y nunca cambiada. Una transferencia SPEI a esta CLABE se abona al saldo en cuanto el banco la notifica (tipo de movimiento topup) y llega un comprobante por correo. transfersEnabled es false mientras el servidor no tenga configurado el banco.
         *
         *     Permiso: billing:read.
         *
         *     Errores (X-Error-Code): 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["getClabe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar las transferencias SPEI recibidas (más recientes primero, paginación por cursor)
         * @description Cada transferencia que el banco notificó a la CLABE de la organización: credited (abonada al saldo, con su movimiento ledgerEntryId) o returned (devuelta al ordenante: monto con más de 2 decimales, cero, negativo o en otra moneda; returnReason y returnReasonLabel dicen por qué). La clave de rastreo identifica la transferencia: el banco puede notificarla varias veces, se abona una sola.
         *
         *     Permiso: billing:read.
         *
         *     Errores (X-Error-Code): 400: `validation_error`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `insufficient_scope`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["listDeposits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simular una transferencia SPEI a la CLABE de la organización (solo modo de prueba)
         * @description El banco simulado envía la transferencia a la CLABE de la organización de prueba y el abono llega por el mismo aviso firmado que usa el banco real (POST /api/bank/deposits): se abona al saldo y se envía el comprobante por correo. Responde el depósito registrado. En modo en vivo responde 409 (el saldo es dinero real). Sin el banco configurado, o si BANK_API_URL no es el banco simulado, responde 503. Como todo cambio de facturación, con una clave de API solo una con todos los permisos (*) puede simularla (otra: 403 insufficient_scope); desde el panel, solo los roles propietario, administrador y finanzas (otro: 403 forbidden).
         *
         *     Permiso: billing:read.
         *
         *     Idempotente con Idempotency-Key (o X-Idempotency-Key).
         *
         *     Errores (X-Error-Code): 400: `validation_error`, `invalid_json`, `invalid_content_type`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `forbidden`, `insufficient_scope`; 409: `conflict`, `idempotency_key_in_use`; 413: `payload_too_large`; 422: `idempotency_key_reused`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        post: operations["simulateDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bank/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Aviso del banco de una transferencia SPEI recibida (abono; lo usa el banco, no las integraciones)
         * @description El banco (participante SPEI al estilo de STP) avisa cada transferencia a la CLABE de una organización con los campos del aviso SendAbono de STP, firmado con Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature; secreto BANK_WEBHOOK_SECRET; la marca de tiempo vale 5 minutos). Responde 200 con {"mensaje":"confirmar"} cuando abona el saldo, o {"mensaje":"devolver","id":<causa>} cuando la transferencia se devuelve (1: la CLABE no existe; 5: en otra moneda que MXN; 14: monto cero, negativo, con más de 2 decimales, con exponente o que no es número; 17: el tipo de cuenta no es CLABE (40); 30: la clave de rastreo de ese banco y día ya se recibió con otro monto, CLABE o cuenta del ordenante). La misma transferencia otra vez (clave de rastreo, banco ordenante y día de operación) recibe la misma respuesta y no abona nada más. Una firma que no corresponde o vencida, o un cuerpo que no es un aviso, se guarda para el operador y se responde devolver 14. Sin el banco configurado: 503.
         *
         *     Sin clave de API.
         *
         *     Errores (X-Error-Code): 400: `validation_error`, `invalid_json`, `invalid_content_type`; 413: `payload_too_large`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        post: operations["receiveBankDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/fiscal-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Datos fiscales de la organización (receptor de sus facturas CFDI 4.0)
         * @description RFC, razón social, régimen fiscal, código postal fiscal, uso de CFDI, correo y modo de facturación (per_topup: una factura por recarga; monthly: una por mes de la Ciudad de México). Sin datos fiscales: complete false y las recargas esperan a que se capturen. Desde el panel, solo los roles propietario, administrador y finanzas (otro: 403 forbidden).
         *
         *     Permiso: billing:read.
         *
         *     Errores (X-Error-Code): 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `forbidden`, `insufficient_scope`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        get: operations["getFiscalData"];
        /**
         * Guardar los datos fiscales de la organización
         * @description Reemplaza los datos fiscales. Se validan con las reglas del CFDI 4.0: el RFC (forma, fecha y dígito verificador; no el genérico ni el de extranjeros), el régimen fiscal del catálogo del SAT que corresponda a una persona moral (RFC de 12 caracteres) o física (13), el uso de CFDI permitido para ese régimen y el código postal de 5 dígitos; cada error es un 400 validation_error que nombra el campo. Las recargas aún sin factura se facturan después de guardarlos; las facturas ya emitidas conservan el receptor con que se hicieron. Cada cambio queda en la bitácora de auditoría (fiscal_data.updated, antes y después). Guardarlos con una clave requiere una con todos los permisos (*): el RFC y el correo deciden a quién se emiten y envían las facturas.
         *
         *     Permiso: billing:read.
         *
         *     Errores (X-Error-Code): 400: `validation_error`, `invalid_json`, `invalid_content_type`; 401: `missing_api_key`, `invalid_auth_format`, `invalid_api_key`, `api_key_expired`; 403: `forbidden`, `insufficient_scope`; 413: `payload_too_large`; 429: `rate_limit_exceeded`; 500: `internal_error`; 503: `service_unavailable`.
         */
        put: operations["updateFiscalData"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "order.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.created
         * @description Se creó un pedido con su guía (POST /orders). Se envía una sola vez por pedido, con data.status en created. Se envía por POST a la URL de cada webhook activo suscrito, con X-Service-Event: order.created. Firma, encabezados y reintentos: /docs/guias/webhooks.
         */
        post: operations["orderCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.status_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.status_changed
         * @description Cualquier cambio de estado del pedido, incluidas las devoluciones (return_requested, return_approved, returned), que no tienen tipo propio. Un cambio que tiene tipo propio envía además ese evento, con otro id. Se envía por POST a la URL de cada webhook activo suscrito, con X-Service-Event: order.status_changed. Firma, encabezados y reintentos: /docs/guias/webhooks.
         */
        post: operations["orderStatusChangedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.picked_up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.picked_up
         * @description El proveedor recolectó el paquete (created → picked_up). Se envía por POST a la URL de cada webhook activo suscrito, con X-Service-Event: order.picked_up. Firma, encabezados y reintentos: /docs/guias/webhooks.
         */
        post: operations["orderPickedUpEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.in_transit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.in_transit
         * @description El paquete va en camino hacia su destino (picked_up → in_transit). Se envía por POST a la URL de cada webhook activo suscrito, con X-Service-Event: order.in_transit. Firma, encabezados y reintentos: /docs/guias/webhooks.
         */
        post: operations["orderInTransitEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.out_for_delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.out_for_delivery
         * @description El paquete salió a reparto (in_transit → out_for_delivery). Se envía por POST a la URL de cada webhook activo suscrito, con X-Service-Event: order.out_for_delivery. Firma, encabezados y reintentos: /docs/guias/webhooks.
         */
        post: operations["orderOutForDeliveryEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.delivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.delivered
         * @description El paquete se entregó con éxito (out_for_delivery → delivered). Se envía por POST a la URL de cada webhook activo suscrito, con X-Service-Event: order.delivered. Firma, encabezados y reintentos: /docs/guias/webhooks.
         */
        post: operations["orderDeliveredEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.failed
         * @description La entrega no se pudo realizar (out_for_delivery → failed). Es un estado final. Se envía por POST a la URL de cada webhook activo suscrito, con X-Service-Event: order.failed. Firma, encabezados y reintentos: /docs/guias/webhooks.
         */
        post: operations["orderFailedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.cancelled
         * @description El pedido se canceló con POST /orders/{id}/cancel (solo en pending o created); data.providerData.observations lleva el motivo y el costo se reembolsa al saldo. Se envía por POST a la URL de cada webhook activo suscrito, con X-Service-Event: order.cancelled. Firma, encabezados y reintentos: /docs/guias/webhooks.
         */
        post: operations["orderCancelledEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.adjusted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.adjusted
         * @description El proveedor midió el paquete y se registró un ajuste de peso; data.adjustment lleva las cifras declaradas y medidas, el monto (positivo: cargo al saldo; negativo: abono; 0: sin cambio) y el plazo para disputarlo (GET /adjustments/{id}). Se envía por POST a la URL de cada webhook activo suscrito, con X-Service-Event: order.adjusted. Firma, encabezados y reintentos: /docs/guias/webhooks.
         */
        post: operations["orderAdjustedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.adjustment_resolved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.adjustment_resolved
         * @description El proveedor decidió la disputa de un ajuste de peso (POST /adjustments/{id}/dispute); data.adjustment lleva status accepted (el cargo se abonó de vuelta al saldo, movimiento dispute_refund) o rejected (sin movimiento de dinero) y decisionReason. Se envía por POST a la URL de cada webhook activo suscrito, con X-Service-Event: order.adjustment_resolved. Firma, encabezados y reintentos: /docs/guias/webhooks.
         */
        post: operations["orderAdjustmentResolvedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.cod_paid_out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.cod_paid_out
         * @description El cobro contra entrega del pedido llegó al comercio (codStatus paid_out): se abonó al saldo (movimiento cod_payout, neto de la comisión si se descuenta del cobro) o se marcó pagado el lote de transferencia bancaria que lo incluía. Se envía por POST a la URL de cada webhook activo suscrito, con X-Service-Event: order.cod_paid_out. Firma, encabezados y reintentos: /docs/guias/webhooks.
         */
        post: operations["orderCodPaidOutEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.cod_collected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.cod_collected
         * @description El mensajero cobró un pedido contra entrega (codStatus collected); data.cod lleva el monto esperado y el cobrado, la fecha, la referencia del mensajero y, cuando el monto cobrado no es el esperado, la diferencia (discrepancy, en pesos) con discrepancyStatus open. Se envía por POST a la URL de cada webhook activo suscrito, con X-Service-Event: order.cod_collected. Firma, encabezados y reintentos: /docs/guias/webhooks.
         */
        post: operations["orderCodCollectedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.cod_refused": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.cod_refused
         * @description El destinatario no pagó un pedido contra entrega y el paquete regresa (codStatus refused); data.cod lleva la fecha (refusedAt) y el motivo (refusedReason). Se envía por POST a la URL de cada webhook activo suscrito, con X-Service-Event: order.cod_refused. Firma, encabezados y reintentos: /docs/guias/webhooks.
         */
        post: operations["orderCodRefusedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        Account: {
            organization: {
                /** Format: uuid */
                id: string;
                name: string;
                /**
                 * @description Modo de la clave: live (producción) o test (prueba: datos aparte, nada se envía ni se cobra de verdad)
                 * @enum {string}
                 */
                mode: "live" | "test";
                balance: number;
                /** @constant */
                currency: "MXN";
            };
            apiKey: {
                /** Format: uuid */
                id: string;
                name: string;
                scopes: string[];
                expiresAt: string | null;
            };
        };
        OrderCreateResponse: {
            /** Format: uuid */
            orderId: string;
            guideNumber: string;
            trackingNumber: string;
            /**
             * Format: uri
             * @description Página pública de rastreo del envío, para compartir con el destinatario (PUBLIC_URL + /rastreo/<trackingNumber>)
             */
            trackingUrl: string;
            /** @description Recargos incluidos en totalCost, aparte de breakdown: totalCost es la suma de breakdown y de surcharges. */
            surcharges: {
                /**
                 * @description extended_zone (zona extendida o remota del código postal de destino), oversize (sobredimensión), overweight (sobrepeso sobre el máximo del servicio), fuel (recargo por combustible)
                 * @enum {string}
                 */
                code: "extended_zone" | "oversize" | "overweight" | "fuel";
                /** @description MXN, incluido en totalCost */
                amount: number;
                /** @description En español, por ejemplo "Zona extendida (CP 23000)" o "Recargo por combustible 8.5 %" */
                description: string;
            }[];
            /** @description Días de la semana en que se reparte en el código postal de destino ("lunes", "miércoles"...); null: todos los días */
            deliveryDays: string[] | null;
            /** @description Aviso en español cuando el destino recibe entregas solo algunos días; null si no hay aviso */
            warning: string | null;
        };
        OrderCreateRequest: {
            pickupAddress: components["schemas"]["Address"];
            deliveryAddress: components["schemas"]["DeliveryAddress"];
            package: components["schemas"]["Package"];
            receiverName?: string;
            receiverPhone?: string;
            internalReference?: string;
            /** @description Por omisión: `standard`. */
            shipmentType?: components["schemas"]["ShipmentType"];
            /** @description Por omisión: `false`. */
            isCod?: boolean;
            codAmount?: number;
            /** @description Paquetería de una opción de POST /quotes (sandbox, dhl_express, fedex). Sin service, su servicio más barato. */
            carrier?: string;
            /** @description Servicio de la paquetería (options[].service de POST /quotes); requiere carrier. */
            service?: string;
            /** @description En lugar de carrier: cheapest (la opción más barata), fastest (la más rápida) o el nombre de una paquetería. */
            preference?: string;
            /** @description Tope del costo total en pesos (el totalCost que mostró POST /quotes): si al comprar la opción cuesta más, se responde 409 price_changed con ambos montos, sin pedir guía ni cobrar. */
            maxTotal?: number;
            /** @description Opcional: foto del paquete en la báscula (JPEG o PNG en base64, hasta 8 MB). Se guarda sin metadatos con el pedido y se adjunta sola a cualquier disputa de un ajuste de peso. */
            scalePhoto?: {
                mediaType?: string;
                data: string;
            };
        };
        OrderSummary: {
            /** Format: uuid */
            id: string;
            internal_reference: string | null;
            receiver_name: string | null;
            status: components["schemas"]["OrderStatus"];
            provider_tracking_number: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            status_updated_at: string;
            is_cod: boolean;
            total_cost: number;
            /** @description Estado del cobro contra entrega (docs/cod.md): null si el pedido no es contra entrega; pending mientras no se reporta el cobro */
            cod_status: ("pending" | "collected" | "remitted" | "paid_out" | "refused" | "lost") | null;
        };
        /** @enum {string} */
        OrderStatus: "pending" | "created" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered" | "failed" | "cancelled" | "return_requested" | "return_approved" | "returned";
        OrderList: {
            data: components["schemas"]["OrderSummary"][];
            nextCursor: string | null;
        };
        /** @enum {string} */
        ShipmentType: "standard" | "express" | "same_day";
        OrderAddress: {
            contact_name: string;
            contact_phone: string;
            email: string | null;
            street: string;
            exterior_number: string;
            interior_number: string | null;
            neighborhood: string;
            city: string;
            state: string;
            postal_code: string;
        };
        OrderDeliveryAddress: {
            contact_name: string;
            contact_phone: string;
            email: string | null;
            street: string;
            exterior_number: string;
            interior_number: string | null;
            neighborhood: string;
            city: string;
            state: string;
            postal_code: string;
            delivery_instructions: string | null;
        };
        OrderTrackingEvent: {
            status: components["schemas"]["OrderStatus"];
            description: string;
            /** Format: date-time */
            occurred_at: string;
            location: string;
        };
        Adjustment: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            orderId: string;
            internalReference: string | null;
            trackingNumber: string | null;
            provider: string;
            providerReference: string;
            /** @enum {string} */
            status: "open" | "disputed" | "accepted" | "rejected";
            declared: {
                weightKg: number;
                dimensionsCm: {
                    length: number;
                    width: number;
                    height: number;
                };
            };
            measured: {
                weightKg: number;
                dimensionsCm: {
                    length: number;
                    width: number;
                    height: number;
                };
            };
            declaredChargeableWeightKg: number;
            measuredChargeableWeightKg: number;
            previousTotal: number;
            newTotal: number;
            amount: number;
            pricing: {
                [key: string]: unknown;
            };
            photoUrl: string | null;
            /** Format: date-time */
            measuredAt: string;
            disputeDeadlineAt: string | null;
            disputedAt: string | null;
            disputeComment: string | null;
            disputeDeclared: {
                weightKg: number;
                dimensionsCm: {
                    length: number;
                    width: number;
                    height: number;
                };
            } | null;
            decidedAt: string | null;
            decisionReason: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        OrderDetail: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            organization_id: string;
            internal_reference: string | null;
            provider: string;
            provider_tracking_number: string | null;
            status: components["schemas"]["OrderStatus"];
            shipment_type: components["schemas"]["ShipmentType"];
            receiver_name: string | null;
            receiver_phone: string | null;
            pickup_address: components["schemas"]["OrderAddress"];
            delivery_address: components["schemas"]["OrderDeliveryAddress"];
            package_weight: number;
            package_dimensions: {
                length: number;
                width: number;
                height: number;
            };
            total_cost: number;
            estimated_delivery_at: string | null;
            tracking_events: components["schemas"]["OrderTrackingEvent"][];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            status_updated_at: string;
            guide_number: string | null;
            is_cod: boolean;
            cod_amount: number | null;
            declared_value: number | null;
            content_description: string | null;
            cancel_reason: string | null;
            cancelled_at: string | null;
            /** @description Servicio de la paquetería con que se compró la guía (null con sandbox) */
            carrier_service: string | null;
            /** @description true cuando la paquetería emitió su propia guía: se descarga con GET /orders/{id}/carrier-label */
            has_carrier_label: boolean;
            /** @description Página pública de rastreo del envío (PUBLIC_URL + /rastreo/<provider_tracking_number>); null sin número de rastreo */
            tracking_url: string | null;
            /** @description Avisos enviados al destinatario (correo, SMS o WhatsApp), del más antiguo al más reciente */
            notifications: {
                /**
                 * @description email, sms o whatsapp
                 * @enum {string}
                 */
                channel: "email" | "sms" | "whatsapp";
                /**
                 * @description created, picked_up, out_for_delivery, delivered, exception (entrega fallida) o return (devolución aprobada)
                 * @enum {string}
                 */
                event: "created" | "picked_up" | "out_for_delivery" | "delivered" | "exception" | "return";
                /**
                 * @description pending (en cola), sent (enviado), failed (no se pudo enviar) o suppressed (el destinatario canceló los avisos)
                 * @enum {string}
                 */
                status: "pending" | "sent" | "failed" | "suppressed";
                /** Format: date-time */
                created_at: string;
                sent_at: string | null;
            }[];
            /** @description Ajustes de peso del pedido (mediciones del proveedor), del más antiguo al más reciente; el mismo cuerpo que GET /adjustments/{id} */
            adjustments: components["schemas"]["Adjustment"][];
            /** @description Estado del cobro contra entrega: pending (por cobrar), collected (cobrado), remitted (el proveedor lo remitió), paid_out (pagado al comercio), refused (el destinatario no pagó) o lost (cobrado y no remitido a tiempo); null si el pedido no es contra entrega */
            cod_status: ("pending" | "collected" | "remitted" | "paid_out" | "refused" | "lost") | null;
            /** @description El cobro contra entrega con sus montos (pesos) y fechas; null si el pedido no es contra entrega */
            cod: {
                /** @enum {string} */
                status: "pending" | "collected" | "remitted" | "paid_out" | "refused" | "lost";
                expected_amount: number;
                collected_amount: number | null;
                collected_at: string | null;
                courier_reference: string | null;
                /** @description Cobrado − esperado cuando difieren (pesos); null si se cobró exactamente cod_amount */
                discrepancy: number | null;
                discrepancy_status: ("open" | "accepted" | "claimed") | null;
                refused_at: string | null;
                refused_reason: string | null;
                lost_at: string | null;
                remitted_at: string | null;
                paid_out_at: string | null;
                paid_out_amount: number | null;
                /** @description Comisión contra entrega descontada del cobro al pagarlo (modo deduct), pesos */
                fee_deducted: number;
            } | null;
        };
        OrderUpdateRequest: {
            receiverName?: string | null;
            receiverPhone?: string | null;
            internalReference?: string | null;
            deliveryAddress?: {
                deliveryInstructions?: string | null;
            };
        };
        OrderCancelRequest: {
            reason: string;
        };
        TrackingEvent: {
            /** @enum {string} */
            status: "pending" | "created" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered" | "failed" | "cancelled" | "return_requested" | "return_approved" | "returned";
            status_label: string;
            description: string;
            occurred_at: string;
            location: string;
        };
        Tracking: {
            /** Format: uuid */
            order_id: string;
            tracking_number: string | null;
            return_tracking_number: string | null;
            /** @enum {string} */
            status: "pending" | "created" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered" | "failed" | "cancelled" | "return_requested" | "return_approved" | "returned";
            status_label: string;
            status_updated_at: string;
            estimated_delivery_at: string | null;
            events: components["schemas"]["TrackingEvent"][];
        };
        Return: {
            message: string;
            /** Format: uuid */
            order_id: string;
            /** @enum {string} */
            status: "pending" | "created" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered" | "failed" | "cancelled" | "return_requested" | "return_approved" | "returned";
            status_label: string;
            return_reason: string | null;
            return_requested_at: string | null;
            return_approved_at: string | null;
            return_guide_number: string | null;
            return_tracking_number: string | null;
        };
        ReturnRequest: {
            reason: string;
        };
        ProviderData: {
            value: string;
            location: string;
            latitud: string;
            longitud: string;
            observations: string;
            dateTimeISO: string;
            StatusObj: {
                code: string;
                description: string;
            };
        };
        SandboxAdvanceRequest: {
            /** @enum {string} */
            status?: "picked_up" | "in_transit" | "out_for_delivery" | "delivered" | "failed" | "returned";
            location?: string;
            observations?: string;
        };
        QuoteOption: {
            shipmentType: components["schemas"]["ShipmentType"];
            totalCost: number;
            /** Format: date-time */
            estimatedDeliveryAt: string;
            breakdown: components["schemas"]["QuoteBreakdown"];
            /** @description Recargos incluidos en totalCost, aparte de breakdown: totalCost es la suma de breakdown y de surcharges. */
            surcharges: {
                /**
                 * @description extended_zone (zona extendida o remota del código postal de destino), oversize (sobredimensión), overweight (sobrepeso sobre el máximo del servicio), fuel (recargo por combustible)
                 * @enum {string}
                 */
                code: "extended_zone" | "oversize" | "overweight" | "fuel";
                /** @description MXN, incluido en totalCost */
                amount: number;
                /** @description En español, por ejemplo "Zona extendida (CP 23000)" o "Recargo por combustible 8.5 %" */
                description: string;
            }[];
            /** @description Días de la semana en que se reparte en el código postal de destino ("lunes", "miércoles"...); null: todos los días */
            deliveryDays: string[] | null;
            /** @description Aviso en español cuando el destino recibe entregas solo algunos días; null si no hay aviso */
            warning: string | null;
        };
        QuoteBreakdown: {
            base: number;
            extraWeight: number;
            interRegionSurcharge: number;
            codFee: number;
            insurance: number;
        };
        Quote: {
            /** @constant */
            currency: "MXN";
            chargeableWeight: number;
            volumetricWeight: number;
            quotes: components["schemas"]["QuoteOption"][];
            /** @description Opciones de todas las paqueterías habilitadas, de la más barata a la más cara; cheapest y fastest marcan la más barata y la más rápida. */
            options: {
                /** @description Paquetería: sandbox, dhl_express, fedex. Se envía en POST /orders como carrier. */
                carrier: string;
                carrierName: string;
                /** @description Código del servicio de la paquetería. Se envía en POST /orders como service. */
                service: string;
                serviceName: string;
                shipmentType: components["schemas"]["ShipmentType"];
                totalCost: number;
                /** Format: date-time */
                estimatedDeliveryAt: string;
                transitDays: number | null;
                breakdown: {
                    base: number;
                    extraWeight: number;
                    interRegionSurcharge: number;
                    codFee: number;
                    insurance: number;
                    /** @description Cargos adicionales de la paquetería (combustible, zona extendida), con nuestro margen */
                    carrierSurcharges: number;
                };
                /** @description Recargos incluidos en totalCost, aparte de breakdown: totalCost es la suma de breakdown y de surcharges. */
                surcharges: {
                    /**
                     * @description extended_zone (zona extendida o remota del código postal de destino), oversize (sobredimensión), overweight (sobrepeso sobre el máximo del servicio), fuel (recargo por combustible)
                     * @enum {string}
                     */
                    code: "extended_zone" | "oversize" | "overweight" | "fuel";
                    /** @description MXN, incluido en totalCost */
                    amount: number;
                    /** @description En español, por ejemplo "Zona extendida (CP 23000)" o "Recargo por combustible 8.5 %" */
                    description: string;
                }[];
                /** @description Días de la semana en que se reparte en el código postal de destino ("lunes", "miércoles"...); null: todos los días */
                deliveryDays: string[] | null;
                /** @description Aviso en español cuando el destino recibe entregas solo algunos días; null si no hay aviso */
                warning: string | null;
                cheapest: boolean;
                fastest: boolean;
            }[];
            /** @description Paqueterías que no respondieron a tiempo o no cotizaron este envío, con el motivo; la cotización no falla por ellas. */
            unavailableCarriers: {
                carrier: string;
                carrierName: string;
                reason: string;
            }[];
            /** @description true cuando la organización eligió que la comisión de contra entrega se descuente del cobro (modo deduct, docs/cod.md): breakdown.codFee la muestra, pero totalCost no la incluye y no se cobra al comprar la guía. */
            codFeeDeducted: boolean;
        };
        QuoteRequest: {
            originPostalCode: string;
            destinationPostalCode: string;
            package: {
                weight: number;
                dimensions?: components["schemas"]["Dimensions"];
                declaredValue?: number;
            };
            shipmentType?: components["schemas"]["ShipmentType"];
            /** @description Por omisión: `false`. */
            isCod?: boolean;
            codAmount?: number;
        };
        BatchCreated: {
            /** Format: uuid */
            id: string;
            /** @constant */
            status: "validated";
            total: number;
            valid: number;
            invalid: number;
            /** @description Costo total de las filas válidas en MXN, con las tarifas vigentes al validar */
            quotedTotal: number;
            errors: {
                /** @description Número de pedido en el archivo: 1 es la primera fila de datos (o orders[0]) */
                row: number;
                /** @description La columna del CSV (p. ej. peso_kg) o el campo del JSON (p. ej. package.weight) */
                field: string;
                message: string;
            }[];
            /** @description Avisos que no impiden comprar la fila: una referencia ya comprada en los últimos 7 días (posible envío repetido), un código postal de 4 dígitos leído con su cero inicial (06600), o los recargos ya incluidos en su costo (zona extendida, sobredimensión, sobrepeso) y los días de reparto de su destino */
            warnings: {
                /** @description Número de pedido en el archivo: 1 es la primera fila de datos (o orders[0]) */
                row: number;
                /** @description La columna del CSV (p. ej. peso_kg) o el campo del JSON (p. ej. package.weight) */
                field: string;
                message: string;
            }[];
        };
        BatchCreateRequest: {
            /** @description De 1 a 5000 pedidos, cada uno como el cuerpo de POST /orders */
            orders: {
                pickupAddress: components["schemas"]["Address"];
                deliveryAddress: components["schemas"]["DeliveryAddress"];
                package: components["schemas"]["Package"];
                receiverName?: string;
                receiverPhone?: string;
                internalReference?: string;
                /** @description Por omisión: `standard`. */
                shipmentType?: components["schemas"]["ShipmentType"];
                /** @description Por omisión: `false`. */
                isCod?: boolean;
                codAmount?: number;
                /** @description Paquetería de una opción de POST /quotes (sandbox, dhl_express, fedex). Sin service, su servicio más barato. */
                carrier?: string;
                /** @description Servicio de la paquetería (options[].service de POST /quotes); requiere carrier. */
                service?: string;
                /** @description En lugar de carrier: cheapest (la opción más barata), fastest (la más rápida) o el nombre de una paquetería. */
                preference?: string;
                /** @description Tope del costo total en pesos (el totalCost que mostró POST /quotes): si al comprar la opción cuesta más, se responde 409 price_changed con ambos montos, sin pedir guía ni cobrar. */
                maxTotal?: number;
            }[];
        };
        BatchList: {
            data: {
                /** Format: uuid */
                id: string;
                /**
                 * @description validated (sin comprar), processing (comprándose), completed (terminado), discarded (descartado sin comprar) o expired (vencido: pasaron 7 días sin comprarlo; ya no se compra)
                 * @enum {string}
                 */
                status: "validated" | "processing" | "completed" | "discarded" | "expired";
                /** @enum {string} */
                source: "csv" | "json";
                fileName: string | null;
                total: number;
                valid: number;
                invalid: number;
                created: number;
                failed: number;
                /** @description Filas válidas aún sin resultado */
                pending: number;
                quotedTotal: number;
                /** @description Suma de lo cobrado por los pedidos creados, en MXN */
                totalCharged: number;
                /** Format: date-time */
                createdAt: string;
                purchaseRequestedAt: string | null;
                completedAt: string | null;
                /** @description Sin comprar: cuándo vence (o venció) el lote, 7 días después de subirlo; null una vez comprado o descartado */
                expiresAt: string | null;
                /** @description Cuándo se descartó sin comprar (POST /batches/{id}/discard) */
                discardedAt: string | null;
            }[];
            nextCursor: string | null;
        };
        BatchDetail: {
            /** Format: uuid */
            id: string;
            /**
             * @description validated (sin comprar), processing (comprándose), completed (terminado), discarded (descartado sin comprar) o expired (vencido: pasaron 7 días sin comprarlo; ya no se compra)
             * @enum {string}
             */
            status: "validated" | "processing" | "completed" | "discarded" | "expired";
            /** @enum {string} */
            source: "csv" | "json";
            fileName: string | null;
            total: number;
            valid: number;
            invalid: number;
            created: number;
            failed: number;
            /** @description Filas válidas aún sin resultado */
            pending: number;
            quotedTotal: number;
            /** @description Suma de lo cobrado por los pedidos creados, en MXN */
            totalCharged: number;
            /** Format: date-time */
            createdAt: string;
            purchaseRequestedAt: string | null;
            completedAt: string | null;
            /** @description Sin comprar: cuándo vence (o venció) el lote, 7 días después de subirlo; null una vez comprado o descartado */
            expiresAt: string | null;
            /** @description Cuándo se descartó sin comprar (POST /batches/{id}/discard) */
            discardedAt: string | null;
            /** @description Solo con el permiso billing:read: el saldo disponible ahora, en MXN */
            balance?: number;
            /** @description Las filas que fallaron al comprar, agrupadas por motivo (el saldo en una sola línea) */
            failures: {
                /** @description El código de error del pedido (p. ej. insufficient_balance) */
                code: string;
                /** @description Cuántas filas fallaron por este motivo */
                rows: number;
                /** @description Las primeras 50 filas, en orden */
                rowNumbers: number[];
                /** @description Una línea en español: el motivo, o para el saldo «237 filas sin saldo: faltan $60,299.87 MXN» con cómo abonar (sin billing:read, «237 filas sin saldo.» y cómo abonar, sin el monto) */
                message: string;
                /** @description Solo con el permiso billing:read: para insufficient_balance, cuánto saldo falta hoy para comprar esas filas, en MXN (0 si ya alcanza); null para otros motivos. Sin billing:read no viene, y el mensaje no dice montos */
                missing?: number | null;
            }[];
        };
        BatchPurchaseRequest: {
            /** @description Para todas las filas: cheapest (la opción más barata de cada fila), fastest (la más rápida) o el nombre de una paquetería (su servicio más barato), como preference de POST /orders, en lugar del carrier o service de cada fila. Sin preference, cada fila se compra como la indica el archivo (su shipmentType). */
            preference?: string;
            /** @description Opcional: foto del paquete en la báscula (JPEG o PNG en base64, hasta 8 MB). Se guarda sin metadatos con el pedido y se adjunta sola a cualquier disputa de un ajuste de peso. */
            scalePhoto?: {
                mediaType?: string;
                data: string;
            };
        };
        BatchRowList: {
            data: {
                row: number;
                /**
                 * @description invalid, valid (sin comprar), queued (comprándose), created o failed
                 * @enum {string}
                 */
                status: "invalid" | "valid" | "queued" | "created" | "failed";
                internalReference: string | null;
                orderId: string | null;
                guideNumber: string | null;
                trackingNumber: string | null;
                quote: number | null;
                charged: number | null;
                /** @description Por qué no se creó el pedido (fila inválida o compra fallida) */
                error: string | null;
                errors: {
                    field: string;
                    message: string;
                }[];
                /** @description Avisos que no impiden comprar la fila: una referencia ya comprada en los últimos 7 días (posible envío repetido), un código postal de 4 dígitos leído con su cero inicial (06600), o los recargos ya incluidos en su costo (zona extendida, sobredimensión, sobrepeso) y los días de reparto de su destino */
                warnings: {
                    field: string;
                    message: string;
                }[];
            }[];
        };
        Manifest: {
            /** Format: uuid */
            id: string;
            /** @description Día del cierre (AAAA-MM-DD, Ciudad de México) */
            date: string;
            pickupAddress: {
                contactName: string;
                contactPhone: string;
                street: string;
                exteriorNumber: string;
                interiorNumber?: string;
                neighborhood: string;
                city: string;
                state: string;
                postalCode: string;
            };
            orderCount: number;
            /** @description kg */
            totalWeight: number;
            createdAt: string;
            /**
             * Format: uri
             * @description El manifiesto en PDF (GET con Accept: application/pdf y la misma clave de API)
             */
            pdfUrl: string;
            /** @description La recolección solicitada para este manifiesto, o null si aún no tiene (solicítala con POST /pickups y manifestId) */
            pickup: {
                /** Format: uuid */
                id: string;
                /**
                 * @description scheduled (confirmada por el proveedor) o completed (paquetes recolectados)
                 * @enum {string}
                 */
                status: "scheduled" | "completed";
                /** @description Día de la recolección (AAAA-MM-DD, Ciudad de México) */
                date: string;
                timeWindow: {
                    start: string;
                    end: string;
                };
                confirmationNumber: string;
            } | null;
            orders: {
                /** Format: uuid */
                orderId: string;
                guideNumber: string | null;
                internalReference: string | null;
                destinationCity: string;
                destinationState: string;
                /** @description kg */
                weight: number;
            }[];
        };
        ManifestCreateRequest: {
            /** @description La dirección de recolección a cerrar (código postal y, si hace falta, calle y número exterior). Obligatoria si hay pedidos de varias direcciones. */
            pickupAddress?: {
                postalCode: string;
                street?: string;
                exteriorNumber?: string;
            };
            /** @description Día del cierre (AAAA-MM-DD, hora de la Ciudad de México; hoy por omisión). Incluye los pedidos creados hasta el final de ese día. */
            date?: string;
        };
        ManifestList: {
            data: {
                /** Format: uuid */
                id: string;
                /** @description Día del cierre (AAAA-MM-DD, Ciudad de México) */
                date: string;
                pickupAddress: {
                    contactName: string;
                    contactPhone: string;
                    street: string;
                    exteriorNumber: string;
                    interiorNumber?: string;
                    neighborhood: string;
                    city: string;
                    state: string;
                    postalCode: string;
                };
                orderCount: number;
                /** @description kg */
                totalWeight: number;
                createdAt: string;
                /**
                 * Format: uri
                 * @description El manifiesto en PDF (GET con Accept: application/pdf y la misma clave de API)
                 */
                pdfUrl: string;
                /** @description La recolección solicitada para este manifiesto, o null si aún no tiene (solicítala con POST /pickups y manifestId) */
                pickup: {
                    /** Format: uuid */
                    id: string;
                    /**
                     * @description scheduled (confirmada por el proveedor) o completed (paquetes recolectados)
                     * @enum {string}
                     */
                    status: "scheduled" | "completed";
                    /** @description Día de la recolección (AAAA-MM-DD, Ciudad de México) */
                    date: string;
                    timeWindow: {
                        start: string;
                        end: string;
                    };
                    confirmationNumber: string;
                } | null;
            }[];
            nextCursor: string | null;
        };
        Pickup: {
            /** Format: uuid */
            id: string;
            /**
             * @description scheduled (confirmada por el proveedor) o completed (paquetes recolectados)
             * @enum {string}
             */
            status: "scheduled" | "completed";
            statusLabel: string;
            manifestId: string | null;
            date: string;
            timeWindow: {
                start: string;
                end: string;
            };
            provider: string;
            confirmationNumber: string;
            orderCount: number;
            /** @description Paquetes que el proveedor ya reportó como recolectados (o más adelante) */
            pickedUp: number;
            pickupAddress: {
                street: string;
                exteriorNumber: string;
                neighborhood: string;
                city: string;
                state: string;
                postalCode: string;
            };
            createdAt: string;
            completedAt: string | null;
        };
        PickupCreateRequest: {
            /**
             * Format: uuid
             * @description Recoger los paquetes de este manifiesto (en su dirección)
             */
            manifestId?: string;
            /** @description O bien: recoger los envíos creados en esta dirección (la dirección de recolección completa) */
            pickupAddress?: components["schemas"]["Address"];
            /** @description Día de la recolección (AAAA-MM-DD, hora de la Ciudad de México): de lunes a viernes, hoy o hasta 14 días después */
            date: string;
            /** @description Ventana de horario (HH:MM, Ciudad de México): entre 08:00 y 20:00, de al menos 2 horas, que empiece al menos 1 hora después de solicitarla (para hoy, la hora límite es las 17:00) */
            timeWindow: {
                start: string;
                end: string;
            };
        };
        WebhookWithSecret: {
            /** Format: uuid */
            id: string;
            name: string;
            url: string;
            events: ("order.created" | "order.status_changed" | "order.picked_up" | "order.in_transit" | "order.out_for_delivery" | "order.delivered" | "order.failed" | "order.cancelled" | "order.adjusted" | "order.adjustment_resolved" | "order.cod_paid_out" | "order.cod_collected" | "order.cod_refused")[];
            active: boolean;
            /** @enum {string} */
            retrySchedule: "standard" | "extended";
            disabledAt: string | null;
            disabledReason: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            secret: string;
        };
        WebhookCreateRequest: {
            name: string;
            url: string;
            events: ("order.created" | "order.status_changed" | "order.picked_up" | "order.in_transit" | "order.out_for_delivery" | "order.delivered" | "order.failed" | "order.cancelled" | "order.adjusted" | "order.adjustment_resolved" | "order.cod_paid_out" | "order.cod_collected" | "order.cod_refused")[];
            active?: boolean;
            /** @enum {string} */
            retrySchedule?: "standard" | "extended";
        };
        Webhook: {
            /** Format: uuid */
            id: string;
            name: string;
            url: string;
            events: ("order.created" | "order.status_changed" | "order.picked_up" | "order.in_transit" | "order.out_for_delivery" | "order.delivered" | "order.failed" | "order.cancelled" | "order.adjusted" | "order.adjustment_resolved" | "order.cod_paid_out" | "order.cod_collected" | "order.cod_refused")[];
            active: boolean;
            /** @enum {string} */
            retrySchedule: "standard" | "extended";
            disabledAt: string | null;
            disabledReason: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        WebhookUpdateRequest: {
            name?: string;
            url?: string;
            events?: ("order.created" | "order.status_changed" | "order.picked_up" | "order.in_transit" | "order.out_for_delivery" | "order.delivered" | "order.failed" | "order.cancelled" | "order.adjusted" | "order.adjustment_resolved" | "order.cod_paid_out" | "order.cod_collected" | "order.cod_refused")[];
            active?: boolean;
            /** @enum {string} */
            retrySchedule?: "standard" | "extended";
        };
        WebhookSecretRotateRequest: {
            expiresInSeconds?: number;
        };
        WebhookDeliveryAttempt: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            deliveryId: string;
            eventId: string;
            event: string;
            attemptNumber: number;
            /** Format: date-time */
            attemptedAt: string;
            statusCode: number | null;
            responseTimeMs: number;
            error: string | null;
            payload: unknown;
            responseBody: string | null;
            /** @enum {string} */
            deliveryState: "pending" | "succeeded" | "failed" | "cancelled";
            requestId: string | null;
        };
        WebhookDelivery: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            webhookId: string;
            eventId: string;
            event: string;
            /** @enum {string} */
            state: "pending" | "succeeded" | "failed" | "cancelled";
            attemptCount: number;
            lastStatusCode: number | null;
            lastError: string | null;
            /** Format: date-time */
            createdAt: string;
            completedAt: string | null;
        };
        WebhookRecovery: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            webhookId: string;
            /** Format: date-time */
            since: string;
            /** @enum {string} */
            state: "queued" | "running" | "completed" | "cancelled";
            total: number;
            queued: number;
            results: {
                pending: number;
                succeeded: number;
                failed: number;
                cancelled: number;
            };
            /** Format: date-time */
            createdAt: string;
            startedAt: string | null;
            completedAt: string | null;
        };
        WebhookRecoverRequest: {
            /** Format: date-time */
            since: string;
        };
        OrderEventList: {
            /** Format: uuid */
            orderId: string;
            data: {
                id: string;
                event: string;
                /** Format: date-time */
                createdAt: string;
                requestId: string | null;
                payload: unknown;
                deliveries: {
                    /** Format: uuid */
                    deliveryId: string;
                    /** Format: uuid */
                    webhookId: string;
                    /** @enum {string} */
                    state: "pending" | "succeeded" | "failed" | "cancelled";
                    attempts: number;
                    lastStatusCode: number | null;
                    lastAttemptAt: string | null;
                }[];
            }[];
            hasMore: boolean;
        };
        CarrierAccount: {
            carrier: string;
            displayName: string;
            /**
             * @description organization: la cuenta propia; platform: la que ofrece la plataforma
             * @enum {string}
             */
            source: "organization" | "platform";
            enabled: boolean;
            /** @description Campos públicos (número de cuenta) completos y secretos con sus últimos 4 caracteres; vacío en la cuenta de la plataforma */
            preview: {
                [key: string]: string;
            };
            capabilities: ("rates" | "shipments" | "cancel" | "returns" | "tracking_push" | "tracking_poll" | "pickups" | "pickup_cancel" | "address_update" | "delivery_actions" | "cod" | "carrier_label")[];
            validatedAt: string | null;
            /** Format: date-time */
            updatedAt: string;
        };
        CarrierAccountList: {
            data: components["schemas"]["CarrierAccount"][];
        };
        CarrierAccountSaveRequest: {
            credentials: {
                [key: string]: string;
            };
        };
        CarrierAccountUpdateRequest: {
            enabled: boolean;
        };
        CarrierAccountDeleted: {
            carrier: string;
            /** @constant */
            deleted: true;
        };
        RequestLogList: {
            data: {
                /** Format: uuid */
                id: string;
                requestId: string;
                /** Format: date-time */
                createdAt: string;
                method: string;
                pathTemplate: string | null;
                path: string;
                query: string | null;
                status: number;
                errorCode: string | null;
                durationMs: number;
                apiKeyId: string | null;
                apiKeyName: string | null;
                ip: string | null;
                userAgent: string | null;
            }[];
            nextCursor: string | null;
        };
        RequestLogDetail: {
            /** Format: uuid */
            id: string;
            requestId: string;
            /** Format: date-time */
            createdAt: string;
            method: string;
            pathTemplate: string | null;
            path: string;
            query: string | null;
            status: number;
            errorCode: string | null;
            durationMs: number;
            apiKeyId: string | null;
            apiKeyName: string | null;
            ip: string | null;
            userAgent: string | null;
            requestBody: string | null;
            responseBody: string | null;
        };
        AdjustmentList: {
            data: components["schemas"]["Adjustment"][];
            nextCursor: string | null;
        };
        DisputedAdjustment: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            orderId: string;
            internalReference: string | null;
            trackingNumber: string | null;
            provider: string;
            providerReference: string;
            /** @enum {string} */
            status: "open" | "disputed" | "accepted" | "rejected";
            declared: {
                weightKg: number;
                dimensionsCm: {
                    length: number;
                    width: number;
                    height: number;
                };
            };
            measured: {
                weightKg: number;
                dimensionsCm: {
                    length: number;
                    width: number;
                    height: number;
                };
            };
            declaredChargeableWeightKg: number;
            measuredChargeableWeightKg: number;
            previousTotal: number;
            newTotal: number;
            amount: number;
            pricing: {
                [key: string]: unknown;
            };
            photoUrl: string | null;
            /** Format: date-time */
            measuredAt: string;
            disputeDeadlineAt: string | null;
            disputedAt: string | null;
            disputeComment: string | null;
            disputeDeclared: {
                weightKg: number;
                dimensionsCm: {
                    length: number;
                    width: number;
                    height: number;
                };
            } | null;
            decidedAt: string | null;
            decisionReason: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            decisionReference: string | null;
            evidence: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                kind: "scale" | "dispute";
                mediaType: string;
                byteSize: number;
                width: number;
                height: number;
                sha256: string;
                /** Format: date-time */
                createdAt: string;
                url: string;
            }[];
        };
        MeasurementReportResult: {
            /** @constant */
            received: true;
            /** @constant */
            type: "measurement";
            /** Format: uuid */
            orderId: string;
            trackingNumber: string;
            /** @enum {string} */
            outcome: "charged" | "credited" | "unchanged" | "duplicate";
            adjustment: components["schemas"]["Adjustment"];
        };
        SandboxMeasureRequest: {
            weightKg?: number;
            dimensionsCm?: {
                length: number;
                width: number;
                height: number;
            };
            photoUrl?: string;
            reference?: string;
        };
        DisputeRequest: {
            weightKg: number;
            lengthCm: number;
            widthCm: number;
            heightCm: number;
            comment?: string;
            photos?: {
                mediaType?: string;
                data: string;
            }[];
        };
        LedgerEntryList: {
            data: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                kind: "topup" | "manual_credit" | "label" | "refund" | "adjustment" | "dispute_refund" | "cod_fee" | "cod_payout";
                kindLabel: string;
                amount: number;
                balanceAfter: number;
                orderId: string | null;
                batchId: string | null;
                adjustmentId: string | null;
                description: string;
                /** Format: date-time */
                createdAt: string;
            }[];
            nextCursor: string | null;
        };
        Statement: {
            month: string;
            /** Format: date-time */
            from: string;
            /** Format: date-time */
            to: string;
            organization: {
                /** Format: uuid */
                id: string;
                name: string;
            };
            openingBalance: number;
            totalsByKind: {
                /** @enum {string} */
                kind: "topup" | "manual_credit" | "label" | "refund" | "adjustment" | "dispute_refund" | "cod_fee" | "cod_payout";
                kindLabel: string;
                total: number;
                count: number;
            }[];
            closingBalance: number;
            entryCount: number;
            reconciled: boolean;
        };
        AutoRecharge: {
            /** @description false: la organización no ha configurado la recarga automática */
            configured: boolean;
            enabled: boolean;
            /**
             * @description active: puede cargar; suspended: un cargo falló, vuelve a activarla
             * @enum {string}
             */
            status: "active" | "suspended";
            /** @description Por qué se suspendió (el motivo del banco) */
            suspendedReason: string | null;
            suspendedAt: string | null;
            threshold: number | null;
            amount: number | null;
            /** @enum {string} */
            period: "day" | "week" | "month";
            payerClabe: string | null;
            payerName: string | null;
            mandateReference: string | null;
            updatedAt: string | null;
            /** @description El cargo domiciliado más reciente (null: ninguno) */
            lastDebit: {
                /**
                 * @description requested: pedido al banco, sin respuesta aún; succeeded: abonado; failed: rechazado
                 * @enum {string}
                 */
                status: "requested" | "succeeded" | "failed";
                amount: number;
                /** @description El periodo del cargo: 2026-11-28, 2026-W48 o 2026-11 (/2 si se reanudó tras un rechazo) */
                period: string;
                bankReference: string | null;
                failureReason: string | null;
                /** Format: date-time */
                requestedAt: string;
                settledAt: string | null;
            } | null;
        };
        AutoRechargeUpdateRequest: {
            /** @description true: recarga cuando el saldo baja del umbral */
            enabled: boolean;
            /** @description Pesos: cuando el saldo queda por debajo, se pide el cargo */
            threshold: number;
            /** @description Pesos que se cargan a la cuenta domiciliada (de 100 a 100,000) */
            amount: number;
            /**
             * @description Como máximo una recarga por día, semana ISO o mes (hora de la Ciudad de México)
             * @enum {string}
             */
            period: "day" | "week" | "month";
            payerClabe: string;
            payerName: string;
            mandateReference: string;
        };
        CodSummary: {
            /** @description Por cobrar: pedidos contra entrega sin cobro reportado (sin los cancelados); monto a cobrar */
            pending: {
                count: number;
                /** @description MXN */
                amount: number;
            };
            /** @description Cobrados por la paquetería y aún no remitidos por el proveedor; monto cobrado */
            collected: {
                count: number;
                /** @description MXN */
                amount: number;
            };
            /** @description Remitidos por el proveedor y aún no pagados a la organización (pago por transferencia pendiente) */
            remitted: {
                count: number;
                /** @description MXN */
                amount: number;
            };
            /** @description Pagados a la organización (saldo o transferencia); monto pagado, neto de comisión descontada */
            paidOut: {
                count: number;
                /** @description MXN */
                amount: number;
            };
            /** @description El destinatario no pagó; monto que se iba a cobrar */
            refused: {
                count: number;
                /** @description MXN */
                amount: number;
            };
            /** @description Cobrados y no remitidos a tiempo, marcados para reclamo; monto cobrado */
            lost: {
                count: number;
                /** @description MXN */
                amount: number;
            };
            /** @description Diferencias de cobro por resolver; amount es la suma de las diferencias (cobrado menos esperado) */
            discrepancies: {
                count: number;
                /** @description MXN */
                amount: number;
            };
            /** @description Cobrados hace más de overdueAfterDays días y aún no remitidos; monto cobrado */
            overdue: {
                count: number;
                /** @description MXN */
                amount: number;
            };
            /** @description Días tras el cobro a partir de los cuales un cobro se considera atrasado */
            overdueAfterDays: number;
        };
        CodOrder: {
            /** Format: uuid */
            orderId: string;
            internalReference: string | null;
            guideNumber: string | null;
            trackingNumber: string | null;
            /**
             * @description El estado del envío (el de GET /orders/{id})
             * @enum {string}
             */
            orderStatus: "pending" | "created" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered" | "failed" | "cancelled" | "return_requested" | "return_approved" | "returned";
            /**
             * @description pending (por cobrar), collected (cobrado por la paquetería), remitted (el proveedor lo pagó a la plataforma), paid_out (pagado a la organización), refused (el destinatario no pagó) o lost (cobrado y no remitido a tiempo)
             * @enum {string}
             */
            codStatus: "pending" | "collected" | "remitted" | "paid_out" | "refused" | "lost";
            /** @description Monto a cobrar al destinatario (MXN): el codAmount del pedido */
            expectedAmount: number;
            /** @description Lo que la paquetería reportó cobrado (MXN) */
            collectedAmount: number | null;
            collectedAt: string | null;
            courierReference: string | null;
            /** @description Cobrado menos esperado (MXN) cuando difieren; null sin diferencia */
            discrepancy: number | null;
            /** @description open (por resolver), accepted (se aceptó el monto cobrado) o claimed (se abrió un reclamo) */
            discrepancyStatus: ("open" | "accepted" | "claimed") | null;
            discrepancyResolvedAt: string | null;
            refusedAt: string | null;
            refusedReason: string | null;
            lostAt: string | null;
            remittedAmount: number | null;
            remittedAt: string | null;
            /** @description Comisión de contra entrega descontada del cobro al pagarlo (MXN) */
            feeDeducted: number;
            paidOutAmount: number | null;
            paidOutAt: string | null;
            /** @description Fecha de creación del pedido */
            createdAt: string;
        };
        CodOrderList: {
            data: components["schemas"]["CodOrder"][];
            nextCursor: string | null;
        };
        ResolveCodDiscrepancyRequest: {
            /**
             * @description accept: aceptar el monto cobrado por la paquetería; claim: abrir un reclamo por la diferencia
             * @enum {string}
             */
            action: "accept" | "claim";
            /** @description Nota para el registro de auditoría (hasta 500 caracteres) */
            comment?: string;
        };
        DisputeDecisionResult: {
            /** @constant */
            received: true;
            /** @constant */
            type: "dispute_decision";
            /** @enum {string} */
            outcome: "accepted" | "rejected" | "duplicate";
            adjustment: components["schemas"]["Adjustment"];
        };
        CodCollectionResult: {
            /** @constant */
            received: true;
            /** @constant */
            type: "cod_collection";
            /** Format: uuid */
            orderId: string;
            trackingNumber: string;
            /** @enum {string} */
            outcome: "collected" | "refused" | "duplicate";
            cod: {
                /** Format: uuid */
                orderId: string;
                /** @enum {string} */
                status: "pending" | "collected" | "remitted" | "paid_out" | "refused" | "lost";
                expectedAmount: number;
                collectedAmount: number | null;
                collectedAt: string | null;
                courierReference: string | null;
                discrepancy: number | null;
                discrepancyStatus: ("open" | "accepted" | "claimed") | null;
                refusedAt: string | null;
                refusedReason: string | null;
                lostAt: string | null;
                remittedAt: string | null;
                paidOutAt: string | null;
                paidOutAmount: number | null;
                feeDeducted: number;
            };
        };
        ProviderReportInput: {
            value: string;
            /** @description Por omisión: ``. */
            location?: string;
            /** @description Por omisión: ``. */
            latitud?: string;
            /** @description Por omisión: ``. */
            longitud?: string;
            /** @description Por omisión: ``. */
            observations?: string;
            /** Format: date-time */
            dateTimeISO: string;
            StatusObj: {
                code: string;
                /** @description Por omisión: ``. */
                description?: string;
            };
        };
        MeasurementReportInput: {
            weightKg: number;
            dimensionsCm: {
                length: number;
                width: number;
                height: number;
            };
            /** @constant */
            type: "measurement";
            value: string;
            reference: string;
            photoUrl?: string | null;
            /** Format: date-time */
            dateTimeISO: string;
        };
        DisputeDecisionReportInput: {
            /** @constant */
            type: "dispute_decision";
            /** Format: uuid */
            adjustmentId?: string;
            measurementReference?: string;
            /** @enum {string} */
            decision: "accepted" | "rejected";
            reason: string;
            reference: string;
            /** Format: date-time */
            dateTimeISO: string;
        };
        CodCollectionReportInput: {
            /** @constant */
            type: "cod_collection";
            trackingNumber: string;
            /** @enum {string} */
            outcome: "collected" | "refused";
            amount?: number;
            /** Format: date-time */
            dateTimeISO: string;
            courierReference?: string;
            reason?: string;
        };
        CodRemittanceReport: {
            /** Format: uuid */
            id: string;
            /** @description Referencia de la remesa del proveedor (única: importarla otra vez no cambia nada) */
            reference: string;
            /** @description true: la referencia ya se había importado; no se aplicó nada y este es el reporte de la primera importación */
            duplicate: boolean;
            /** @description api, cli o sandbox */
            source: string;
            fileName: string | null;
            /** @description Nombre de la clave de operador, o cli */
            importedBy: string;
            createdAt: string;
            lineCount: number;
            /** @description Suma de los montos del archivo, en pesos */
            total: number;
            matchedCount: number;
            /** @description Suma de las líneas conciliadas (pagadas al comercio), en pesos */
            matchedTotal: number;
            /** @description Líneas por resultado */
            outcomes: {
                matched: number;
                amount_differs: number;
                unknown_guide: number;
                not_collected: number;
                already_remitted: number;
            };
            lines: {
                /** @description Línea del archivo (el encabezado es la 1) */
                lineNumber: number;
                trackingNumber: string;
                /** @description Monto de la línea, en pesos */
                amount: number;
                /** @description Fecha de cobro (AAAA-MM-DD), si el archivo la trae */
                collectedOn: string | null;
                /**
                 * @description matched: conciliada y pagada; amount_differs: el monto no es el cobrado (no se mueve dinero); unknown_guide: no hay pedido con esa guía; not_collected: el cobro no está registrado (pendiente, rechazado o el pedido no es contra entrega); already_remitted: ya se remitió antes, o la guía se repite en el archivo
                 * @enum {string}
                 */
                outcome: "matched" | "amount_differs" | "unknown_guide" | "not_collected" | "already_remitted";
                orderId: string | null;
                /** @description Por qué la línea no se concilió, en español */
                message: string | null;
            }[];
            /** @description Hay más líneas: pídelas con GET /cod/remittances/{id}?afterLine=<este valor>; null si no hay más */
            nextAfterLine: number | null;
        };
        CodSettings: {
            /**
             * @description purchase: la comisión contra entrega se cobra con la guía; deduct: se descuenta del cobro al pagarlo al comercio
             * @enum {string}
             */
            feeMode: "purchase" | "deduct";
            /** @description CLABE de 18 dígitos a la que se transfieren los cobros; null: se abonan al saldo */
            payoutClabe: string | null;
            /** @description Titular de la cuenta (obligatorio con una CLABE) */
            payoutBeneficiary: string | null;
            updatedAt: string | null;
        };
        CodSettingsUpdateRequest: {
            /** @enum {string} */
            feeMode: "purchase" | "deduct";
            payoutClabe: string | null;
            payoutBeneficiary?: string | null;
        };
        CodPayoutBatch: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            organizationId: string;
            organizationName: string;
            /** @enum {string} */
            status: "open" | "exported" | "paid";
            /** @description La referencia de la transferencia en el archivo del banco */
            reference: string;
            clabe: string | null;
            beneficiary: string | null;
            /** @description MXN a transferir (cobros remitidos menos la comisión descontada) */
            total: number;
            orderCount: number;
            /** Format: date-time */
            createdAt: string;
            exportedAt: string | null;
            paidAt: string | null;
            bankReference: string | null;
        };
        InvoiceList: {
            data: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                kind: "topup" | "monthly";
                period: string | null;
                series: string;
                folio: number;
                /** @enum {string} */
                status: "pending_stamp" | "stamped" | "cancellation_pending" | "cancelled" | "failed";
                statusLabel: string;
                receiver: {
                    rfc: string;
                    legalName: string;
                    taxRegime: string;
                    postalCode: string;
                    cfdiUse: string;
                };
                subtotal: number;
                tax: number;
                total: number;
                issuedAt: string;
                uuid: string | null;
                stampedAt: string | null;
                cancellationReason: ("01" | "02" | "03" | "04") | null;
                substituteUuid: string | null;
                cancellationRequestedAt: string | null;
                cancelledAt: string | null;
                failedAt: string | null;
                failureReason: string | null;
                replacesInvoiceId: string | null;
                relatedUuid: string | null;
                /** Format: date-time */
                createdAt: string;
            }[];
            nextCursor: string | null;
        };
        InvoiceDetail: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "topup" | "monthly";
            period: string | null;
            series: string;
            folio: number;
            /** @enum {string} */
            status: "pending_stamp" | "stamped" | "cancellation_pending" | "cancelled" | "failed";
            statusLabel: string;
            receiver: {
                rfc: string;
                legalName: string;
                taxRegime: string;
                postalCode: string;
                cfdiUse: string;
            };
            subtotal: number;
            tax: number;
            total: number;
            issuedAt: string;
            uuid: string | null;
            stampedAt: string | null;
            cancellationReason: ("01" | "02" | "03" | "04") | null;
            substituteUuid: string | null;
            cancellationRequestedAt: string | null;
            cancelledAt: string | null;
            failedAt: string | null;
            failureReason: string | null;
            replacesInvoiceId: string | null;
            relatedUuid: string | null;
            /** Format: date-time */
            createdAt: string;
            topups: {
                /** Format: uuid */
                ledgerEntryId: string;
                amount: number;
                description: string;
                /** Format: date-time */
                createdAt: string;
            }[];
        };
        InvoiceSubstitution: {
            invoice: components["schemas"]["InvoiceDetail"];
            substitute: components["schemas"]["InvoiceDetail"];
        };
        CancelInvoiceRequest: {
            /** @enum {string} */
            reason: "01" | "02" | "03" | "04";
            substituteUuid?: string;
        };
        OrganizationClabe: {
            /** @description La CLABE propia de la organización (18 dígitos) para recibir transferencias SPEI */
            clabe: string;
            /** @description El nombre del beneficiario que el ordenante escribe en la transferencia */
            beneficiaryName: string;
            /** @description El banco de la CLABE */
            bankName: string;
            /** @description false mientras el servidor no tenga configurado el banco: las transferencias no se acreditan */
            transfersEnabled: boolean;
        };
        Deposit: {
            /** Format: uuid */
            id: string;
            /** @description La clave de rastreo SPEI */
            trackingKey: string;
            /**
             * @description credited (abonado al saldo) o returned (devuelto al ordenante)
             * @enum {string}
             */
            status: "credited" | "returned";
            /** @description Pesos; null cuando el monto recibido no era válido (depósito devuelto) */
            amount: number | null;
            /** @description El monto tal como lo informó el banco */
            amountText: string;
            currency: string;
            /** @description La CLABE de destino */
            clabe: string;
            payerName: string | null;
            payerRfc: string | null;
            payerAccount: string | null;
            payerInstitution: string | null;
            concept: string | null;
            numericReference: string | null;
            /** @description Fecha de operación SPEI (AAAA-MM-DD) */
            operationDate: string | null;
            /** @description unknown_account, wrong_account_type o invalid_amount cuando se devolvió */
            returnReason: string | null;
            returnReasonLabel: string | null;
            /** @description El movimiento de saldo (topup) del abono */
            ledgerEntryId: string | null;
            /** @description ISO 8601 */
            receivedAt: string;
        };
        DepositList: {
            data: components["schemas"]["Deposit"][];
            nextCursor: string | null;
        };
        SandboxDepositRequest: {
            /** @description Pesos (IVA incluido), más de 0 y como máximo 2 decimales */
            amount: number;
            /** @description El nombre del ordenante; por omisión uno de prueba */
            payerName?: string;
            /** @description El concepto del pago; por omisión RECARGA DE SALDO */
            concept?: string;
        };
        BankDepositAnswer: {
            /** @constant */
            mensaje: "confirmar";
        } | {
            /** @constant */
            mensaje: "devolver";
            /** @description La causa de devolución: 1 cuenta inexistente, 5 otra divisa, 14 datos incorrectos, 17 tipo de cuenta, 30 clave de rastreo repetida */
            id: number;
        };
        BankDepositNoticeInput: {
            /** @description El identificador de la operación en el banco */
            id?: number;
            /** @description Fecha de operación SPEI, AAAAMMDD; con la clave de rastreo y el banco ordenante identifica la transferencia */
            fechaOperacion?: number;
            /** @description Clave Banxico de la institución del ordenante */
            institucionOrdenante?: number;
            institucionBeneficiaria?: number;
            /** @description La clave de rastreo SPEI: única por banco ordenante y día de operación */
            claveRastreo: string;
            /** @description Pesos: más de 0, como máximo 2 decimales y sin exponente, leído tal como se escribe; otro monto se devuelve */
            monto: number;
            /** @description Opcional; MXN si falta. Otra moneda se devuelve (causa 5) */
            moneda?: string;
            nombreOrdenante?: string;
            tipoCuentaOrdenante?: number;
            cuentaOrdenante?: string;
            rfcCurpOrdenante?: string;
            nombreBeneficiario?: string;
            /** @description 40 (CLABE); otro tipo se devuelve (causa 17) */
            tipoCuentaBeneficiario?: number;
            /** @description La CLABE de destino: la de una organización */
            cuentaBeneficiario: string;
            rfcCurpBeneficiario?: string;
            conceptoPago?: string;
            referenciaNumerica?: number;
            empresa?: string;
            /** @description Momento de la liquidación, milisegundos desde 1970 */
            tsLiquidacion?: string;
        } & {
            [key: string]: unknown;
        };
        FiscalData: {
            /** @description RFC del receptor de las facturas (12 caracteres persona moral, 13 persona física) */
            rfc: string;
            /** @description Razón social o nombre, como en la constancia de situación fiscal */
            legalName: string;
            /** @description Clave de régimen fiscal del SAT (c_RegimenFiscal), p. ej. 601 */
            taxRegime: string;
            /** @description Código postal del domicilio fiscal */
            postalCode: string;
            /** @description Uso de CFDI (c_UsoCFDI), p. ej. G03 Gastos en general */
            cfdiUse: string;
            /** @description Correo al que se envían las facturas; null: los propietarios */
            email: string | null;
            /**
             * @description per_topup: una factura por recarga; monthly: una por mes de la Ciudad de México
             * @enum {string}
             */
            invoiceMode: "per_topup" | "monthly";
            updatedAt: string | null;
            /** @description false: la organización aún no tiene datos fiscales (no se facturan sus recargas) */
            complete: boolean;
        };
        FiscalDataUpdateRequest: {
            rfc: string;
            legalName: string;
            taxRegime: string;
            postalCode: string;
            cfdiUse: string;
            email?: string | null;
            /**
             * @description Por omisión: `per_topup`.
             * @enum {string}
             */
            invoiceMode?: "per_topup" | "monthly";
        };
        WebhookEvent: {
            id: string;
            event: ("order.created" | "order.status_changed" | "order.picked_up" | "order.in_transit" | "order.out_for_delivery" | "order.delivered" | "order.failed" | "order.cancelled" | "order.adjusted" | "order.adjustment_resolved" | "order.cod_paid_out" | "order.cod_collected" | "order.cod_refused") | "webhook.test";
            createdAt: string;
            data: {
                /** Format: uuid */
                orderId: string;
                internalReference: string;
                /** @enum {string} */
                status: "pending" | "created" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered" | "failed" | "cancelled" | "return_requested" | "return_approved" | "returned";
                providerData: components["schemas"]["ProviderData"];
                /** @description Página pública de rastreo del pedido para el destinatario (PUBLIC_URL + /rastreo/<número de rastreo de ida>); null mientras el pedido no tiene número de rastreo */
                trackingUrl: string | null;
                /** @description Solo en order.adjusted y order.adjustment_resolved: el ajuste de peso, el mismo cuerpo que GET /adjustments/{id} */
                adjustment?: components["schemas"]["Adjustment"];
                /** @description Solo en los eventos de contra entrega (order.cod_collected, order.cod_refused, order.cod_paid_out): el cobro del pedido */
                cod?: {
                    /** Format: uuid */
                    orderId: string;
                    /** @enum {string} */
                    status: "pending" | "collected" | "remitted" | "paid_out" | "refused" | "lost";
                    expectedAmount: number;
                    collectedAmount: number | null;
                    collectedAt: string | null;
                    courierReference: string | null;
                    discrepancy: number | null;
                    discrepancyStatus: ("open" | "accepted" | "claimed") | null;
                    refusedAt: string | null;
                    refusedReason: string | null;
                    lostAt: string | null;
                    remittedAt: string | null;
                    paidOutAt: string | null;
                    paidOutAmount: number | null;
                    feeDeducted: number;
                };
            };
        };
        Address: {
            contactName: string;
            contactPhone: string;
            /** Format: email */
            email?: string;
            street: string;
            exteriorNumber: string;
            interiorNumber?: string;
            neighborhood: string;
            city: string;
            state: string;
            postalCode: string;
        };
        DeliveryAddress: {
            contactName: string;
            contactPhone: string;
            /** Format: email */
            email?: string;
            street: string;
            exteriorNumber: string;
            interiorNumber?: string;
            neighborhood: string;
            city: string;
            state: string;
            postalCode: string;
            deliveryInstructions?: string;
        };
        Package: {
            weight: number;
            dimensions?: components["schemas"]["Dimensions"];
            contentDescription?: string;
            declaredValue?: number;
        };
        /** @description Por omisión: `{"length":10,"width":10,"height":10}`. */
        Dimensions: {
            /** @description Por omisión: `10`. */
            length?: number;
            /** @description Por omisión: `10`. */
            width?: number;
            /** @description Por omisión: `10`. */
            height?: number;
        };
        /** @description Cuerpo de todo error (sin `Accept: application/problem+json`): un único campo con un mensaje en español. El identificador del error va en el encabezado X-Error-Code. */
        Error: {
            /** @description Mensaje legible en español */
            error: string;
        };
        /** @description Detalles del problema (RFC 9457), cuando la solicitud envía `Accept: application/problem+json`. */
        ProblemDetails: {
            /**
             * Format: uri-reference
             * @description Dónde se explica el error: la guía de errores, con un ancla por código
             */
            type: string;
            /** @description Título breve y fijo del código de error, en español */
            title: string;
            /** @description El código de estado HTTP de la respuesta */
            status: number;
            /** @description El mensaje de esta ocurrencia, en español (el mismo del cuerpo { error }) */
            detail: string;
            /**
             * @description El identificador del error (el mismo de X-Error-Code)
             * @enum {string}
             */
            code: "missing_api_key" | "invalid_auth_format" | "invalid_api_key" | "api_key_expired" | "unauthenticated" | "invalid_signature" | "insufficient_scope" | "forbidden" | "validation_error" | "invalid_json" | "unknown_status_code" | "invalid_content_type" | "insufficient_balance" | "not_found" | "method_not_allowed" | "order_not_cancellable" | "order_not_modifiable" | "invalid_transition" | "idempotency_key_in_use" | "conflict" | "payload_too_large" | "idempotency_key_reused" | "rate_limit_exceeded" | "internal_error" | "provider_unavailable" | "carrier_rejected" | "carrier_credentials_invalid" | "service_unavailable" | "price_changed" | "carrier_account_in_use" | "invalid_photo" | "adjustment_not_disputable" | "dispute_window_closed" | "adjustment_not_disputed" | "adjustment_dispute_pending" | "cod_amount_over_limit" | "invalid_remittance" | "operator_key_required" | "invalid_clabe" | "payout_batch_not_exportable" | "payout_batch_not_payable" | "invoice_not_stamped" | "invoice_not_cancellable" | "invoice_substitute_invalid" | "invoice_cancellation_refused";
            /** @description El X-Request-Id de la respuesta */
            request_id: string;
            /** @description Solo en validation_error: cada problema con su campo */
            errors?: components["schemas"]["FieldError"][];
        };
        /** @description Un problema de validación */
        FieldError: {
            /** @description El campo como lo envió el cliente (p. ej. `deliveryAddress.postalCode`), el nombre de un encabezado o `body` */
            field: string;
            /** @description El problema, en español */
            message: string;
        };
    };
    responses: {
        /** @description Datos faltantes o inválidos. X-Error-Code: cod_amount_over_limit, validation_error, invalid_json, invalid_content_type, unknown_status_code, invalid_remittance, invalid_clabe */
        BadRequest: {
            headers: {
                /** @description Identificador del error (ver la guía de errores) */
                "X-Error-Code"?: "cod_amount_over_limit" | "validation_error" | "invalid_json" | "invalid_content_type" | "unknown_status_code" | "invalid_remittance" | "invalid_clabe";
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description Sin autenticación válida. X-Error-Code: missing_api_key, invalid_auth_format, invalid_api_key, api_key_expired, invalid_signature */
        Unauthorized: {
            headers: {
                /** @description Identificador del error (ver la guía de errores) */
                "X-Error-Code"?: "missing_api_key" | "invalid_auth_format" | "invalid_api_key" | "api_key_expired" | "invalid_signature";
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description Saldo insuficiente (modelo prepagado). X-Error-Code: insufficient_balance */
        PaymentRequired: {
            headers: {
                /** @description Identificador del error (ver la guía de errores) */
                "X-Error-Code"?: "insufficient_balance";
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description La clave no tiene permiso para la operación. X-Error-Code: insufficient_scope, forbidden, operator_key_required */
        Forbidden: {
            headers: {
                /** @description Identificador del error (ver la guía de errores) */
                "X-Error-Code"?: "insufficient_scope" | "forbidden" | "operator_key_required";
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description El recurso no existe. X-Error-Code: not_found */
        NotFound: {
            headers: {
                /** @description Identificador del error (ver la guía de errores) */
                "X-Error-Code"?: "not_found";
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description Conflicto con el estado actual del recurso. X-Error-Code: idempotency_key_in_use, price_changed, order_not_modifiable, order_not_cancellable, conflict, invalid_transition, carrier_account_in_use, adjustment_dispute_pending, adjustment_not_disputable, dispute_window_closed, adjustment_not_disputed, payout_batch_not_exportable, payout_batch_not_payable, invoice_not_stamped, invoice_not_cancellable */
        Conflict: {
            headers: {
                /** @description Identificador del error (ver la guía de errores) */
                "X-Error-Code"?: "idempotency_key_in_use" | "price_changed" | "order_not_modifiable" | "order_not_cancellable" | "conflict" | "invalid_transition" | "carrier_account_in_use" | "adjustment_dispute_pending" | "adjustment_not_disputable" | "dispute_window_closed" | "adjustment_not_disputed" | "payout_batch_not_exportable" | "payout_batch_not_payable" | "invoice_not_stamped" | "invoice_not_cancellable";
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description Cuerpo de la solicitud mayor a 1 MB. X-Error-Code: payload_too_large */
        ContentTooLarge: {
            headers: {
                /** @description Identificador del error (ver la guía de errores) */
                "X-Error-Code"?: "payload_too_large";
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description Clave de idempotencia reutilizada con otra solicitud. X-Error-Code: invalid_photo, idempotency_key_reused, carrier_rejected, carrier_credentials_invalid, invoice_substitute_invalid, invoice_cancellation_refused */
        UnprocessableContent: {
            headers: {
                /** @description Identificador del error (ver la guía de errores) */
                "X-Error-Code"?: "invalid_photo" | "idempotency_key_reused" | "carrier_rejected" | "carrier_credentials_invalid" | "invoice_substitute_invalid" | "invoice_cancellation_refused";
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description Límite de solicitudes excedido. X-Error-Code: rate_limit_exceeded */
        TooManyRequests: {
            headers: {
                /** @description Identificador del error (ver la guía de errores) */
                "X-Error-Code"?: "rate_limit_exceeded";
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description Error interno. X-Error-Code: internal_error */
        InternalServerError: {
            headers: {
                /** @description Identificador del error (ver la guía de errores) */
                "X-Error-Code"?: "internal_error";
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description Servicio o proveedor no disponible. X-Error-Code: service_unavailable, provider_unavailable */
        ServiceUnavailable: {
            headers: {
                /** @description Identificador del error (ver la guía de errores) */
                "X-Error-Code"?: "service_unavailable" | "provider_unavailable";
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
    };
    parameters: {
        /**
         * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
         * @example req_pedido-1001-intento-1
         */
        RequestId: string;
        /**
         * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Es el nombre estándar; también se acepta X-Idempotency-Key (si llegan ambos con valores distintos, 400).
         * @example pedido-PED-1001
         */
        IdempotencyKey: string;
        /**
         * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Nombre original del encabezado, con el mismo efecto que Idempotency-Key.
         * @example pedido-PED-1001
         */
        XIdempotencyKey: string;
        /** @description HMAC-SHA256 en hexadecimal (minúsculas) del cuerpo exacto, con el secreto del webhook completo (incluido whsec_) como clave */
        ServiceSignature: string;
        /** @description Standard Webhooks: el identificador del evento (el `id` del cuerpo); el mismo en cada reintento */
        WebhookId: string;
        /** @description Standard Webhooks: segundos Unix de este intento */
        WebhookTimestamp: string;
        /** @description Standard Webhooks: `v1,<base64>` (HMAC-SHA256 de "<webhook-id>.<webhook-timestamp>.<cuerpo>"), separadas por espacio; dos durante la gracia de una rotación del secreto */
        WebhookSignature: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description Identificador de la solicitud: el que envió el cliente en X-Request-Id si es válido, si no uno nuevo (`req_` y 32 dígitos hexadecimales). Aparece en los registros del servidor y en el registro de solicitudes; cítalo a soporte.
         * @example req_3b9f0c2d4e5a6b7c8d9e0f1a2b3c4d5e
         */
        "X-Request-Id": string;
        /**
         * @description Solicitudes permitidas en la ventana del límite más estricto que aplicó (por IP o por clave)
         * @example 120
         */
        "X-RateLimit-Limit": number;
        /**
         * @description Solicitudes restantes en esa ventana
         * @example 119
         */
        "X-RateLimit-Remaining": number;
        /**
         * @description Momento en que se restablece esa ventana, en segundos desde la época Unix
         * @example 1795283100
         */
        "X-RateLimit-Reset": number;
        /**
         * @description Las políticas de límite que aplicaron (IETF RateLimit): `"ip"` por minuto y, con una clave de API, `"key"` por hora; `q` es la cuota y `w` la ventana en segundos.
         * @example "ip";q=120;w=60, "key";q=1000;w=3600
         */
        "RateLimit-Policy": string;
        /**
         * @description Lo que queda de cada política (IETF RateLimit): `r` solicitudes restantes y `t` segundos hasta que se restablezca.
         * @example "ip";r=119;t=60, "key";r=999;t=3600
         */
        RateLimit: string;
        /**
         * @description Segundos que conviene esperar antes de reintentar
         * @example 30
         */
        "Retry-After": number;
        /**
         * @description Presente (`true`) cuando la respuesta es la guardada de una solicitud anterior con la misma clave de idempotencia.
         * @example true
         */
        "Idempotent-Replayed": "true";
        /**
         * @description El esquema de autenticación esperado (RFC 6750). Con `error="invalid_token"` cuando se envió una clave y fue rechazada.
         * @example Bearer realm="envios-mx", error="invalid_token"
         */
        "WWW-Authenticate": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El proceso está vivo */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "uptimeSeconds": 86400,
                     *       "time": "2026-11-21T16:00:00.000Z"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "ok";
                        uptimeSeconds: number;
                        /** Format: date-time */
                        time: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Puede recibir tráfico: `ready`, o `degraded` si el Redis/Upstash de los límites de solicitudes no responde (la instancia sigue atendiendo y cuenta los límites por su cuenta) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ready",
                     *       "checks": {
                     *         "database": "ok",
                     *         "migrations": "ok",
                     *         "redis": "not_configured"
                     *       },
                     *       "pendingMigrations": [],
                     *       "latencyMs": 3,
                     *       "time": "2026-11-21T16:00:00.000Z"
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        status: "ready" | "degraded" | "not_ready";
                        checks: {
                            /** @enum {string} */
                            database: "ok" | "unreachable";
                            /** @enum {string} */
                            migrations: "ok" | "pending" | "unknown";
                            /** @enum {string} */
                            redis: "ok" | "unreachable" | "not_configured";
                        };
                        pendingMigrations: string[];
                        latencyMs: number;
                        /** Format: date-time */
                        time: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            /** @description No listo: la base de datos no responde o faltan migraciones de esta versión */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "not_ready",
                     *       "checks": {
                     *         "database": "unreachable",
                     *         "migrations": "unknown",
                     *         "redis": "not_configured"
                     *       },
                     *       "pendingMigrations": [],
                     *       "latencyMs": 2000,
                     *       "time": "2026-11-21T16:00:00.000Z"
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        status: "ready" | "degraded" | "not_ready";
                        checks: {
                            /** @enum {string} */
                            database: "ok" | "unreachable";
                            /** @enum {string} */
                            migrations: "ok" | "pending" | "unknown";
                            /** @enum {string} */
                            redis: "ok" | "unreachable" | "not_configured";
                        };
                        pendingMigrations: string[];
                        latencyMs: number;
                        /** Format: date-time */
                        time: string;
                    };
                };
            };
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El documento */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "openapi": "3.1.0",
                     *       "info": {
                     *         "title": "Envíos MX API",
                     *         "version": "1.0.0"
                     *       },
                     *       "paths": {}
                     *     }
                     */
                    "application/json": Record<string, never>;
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Organización, saldo y permisos de la clave */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "organization": {
                     *         "id": "8b7c6d5e-4f3a-4b2c-9d1e-0f9a8b7c6d5e",
                     *         "name": "Mi Tienda",
                     *         "mode": "live",
                     *         "balance": 4844,
                     *         "currency": "MXN"
                     *       },
                     *       "apiKey": {
                     *         "id": "5d2e8f1a-3b4c-4d6e-8f9a-1b2c3d4e5f60",
                     *         "name": "Servidor de producción",
                     *         "scopes": [
                     *           "orders:read",
                     *           "orders:write",
                     *           "tracking:read"
                     *         ],
                     *         "expiresAt": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Account"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOrders: {
        parameters: {
            query?: {
                status?: components["schemas"]["OrderStatus"];
                /** @description Desde esta fecha, incluida (ISO 8601): 2026-11-01 o 2026-11-01T00:00:00Z; sin desfase horario se toma como UTC */
                dateFrom?: string;
                /** @description Hasta esta fecha (ISO 8601): 2026-11-30 cubre el día completo; con hora, hasta ese momento incluido */
                dateTo?: string;
                /** @description Pedidos por página (1 a 100; 50 por omisión) */
                limit?: number;
                cursor?: string;
                /** @description Busca por id del pedido, referencia, número de guía, número de rastreo, nombre, teléfono o correo del destinatario y código postal de destino: cada palabra encuentra el principio de una palabra del pedido, y un teléfono también por sus últimos dígitos (al menos 3 caracteres; sin distinguir mayúsculas ni acentos) */
                q?: string;
                /** @description Solo pedidos de este servicio: standard (Estándar), express o same_day (Mismo día) */
                service?: components["schemas"]["ShipmentType"];
            };
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Una página de pedidos */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                     *           "internal_reference": "PED-1001",
                     *           "receiver_name": "María José Núñez",
                     *           "status": "created",
                     *           "provider_tracking_number": "MX1234567890123452",
                     *           "created_at": "2026-11-21T16:02:11.000Z",
                     *           "status_updated_at": "2026-11-21T16:02:11.000Z",
                     *           "is_cod": false,
                     *           "total_cost": 156,
                     *           "cod_status": null
                     *         }
                     *       ],
                     *       "nextCursor": "eyJ0IjoiMjAyNi0xMS0yMVQxNjowMjoxMS4wMDBaIiwiaWQiOiIzZjFjMmE5ZSJ9"
                     *     }
                     */
                    "application/json": components["schemas"]["OrderList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Es el nombre estándar; también se acepta X-Idempotency-Key (si llegan ambos con valores distintos, 400).
                 * @example pedido-PED-1001
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Nombre original del encabezado, con el mismo efecto que Idempotency-Key.
                 * @example pedido-PED-1001
                 */
                "X-Idempotency-Key"?: components["parameters"]["XIdempotencyKey"];
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "pickupAddress": {
                 *         "contactName": "Almacén Central",
                 *         "contactPhone": "+52 55 1234 5678",
                 *         "email": "almacen@ejemplo.mx",
                 *         "street": "Av. Paseo de la Reforma",
                 *         "exteriorNumber": "222",
                 *         "interiorNumber": "Piso 3",
                 *         "neighborhood": "Juárez",
                 *         "city": "Ciudad de México",
                 *         "state": "Ciudad de México",
                 *         "postalCode": "06600"
                 *       },
                 *       "deliveryAddress": {
                 *         "contactName": "María José Núñez",
                 *         "contactPhone": "+52 33 9876 5432",
                 *         "street": "Av. Juárez",
                 *         "exteriorNumber": "976",
                 *         "neighborhood": "Centro",
                 *         "city": "Guadalajara",
                 *         "state": "Jalisco",
                 *         "postalCode": "44100",
                 *         "deliveryInstructions": "Tocar el timbre dos veces"
                 *       },
                 *       "package": {
                 *         "weight": 1.5,
                 *         "dimensions": {
                 *           "length": 30,
                 *           "width": 20,
                 *           "height": 15
                 *         },
                 *         "contentDescription": "Libros",
                 *         "declaredValue": 500
                 *       },
                 *       "receiverName": "María José Núñez",
                 *       "receiverPhone": "+52 33 9876 5432",
                 *       "internalReference": "PED-1001",
                 *       "shipmentType": "standard",
                 *       "isCod": false
                 *     }
                 */
                "application/json": components["schemas"]["OrderCreateRequest"];
            };
        };
        responses: {
            /** @description Pedido creado (o respuesta original repetida por idempotencia, con Idempotent-Replayed: true) */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "orderId": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                     *       "guideNumber": "SBX2611210123456789",
                     *       "trackingNumber": "MX1234567890123452",
                     *       "trackingUrl": "https://envios.example.com/rastreo/MX1234567890123452",
                     *       "surcharges": [
                     *         {
                     *           "code": "extended_zone",
                     *           "amount": 95,
                     *           "description": "Zona extendida (CP 23000)"
                     *         },
                     *         {
                     *           "code": "fuel",
                     *           "amount": 12.33,
                     *           "description": "Recargo por combustible 8.5 %"
                     *         }
                     *       ],
                     *       "deliveryDays": null,
                     *       "warning": null
                     *     }
                     */
                    "application/json": components["schemas"]["OrderCreateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador del pedido (orderId) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Detalle del pedido */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                     *       "organization_id": "8b7c6d5e-4f3a-4b2c-9d1e-0f9a8b7c6d5e",
                     *       "internal_reference": "PED-1001",
                     *       "provider": "sandbox",
                     *       "provider_tracking_number": "MX1234567890123452",
                     *       "status": "created",
                     *       "shipment_type": "standard",
                     *       "receiver_name": "María José Núñez",
                     *       "receiver_phone": "+52 33 9876 5432",
                     *       "pickup_address": {
                     *         "contact_name": "Almacén Central",
                     *         "contact_phone": "+52 55 1234 5678",
                     *         "email": "almacen@ejemplo.mx",
                     *         "street": "Av. Paseo de la Reforma",
                     *         "exterior_number": "222",
                     *         "interior_number": "Piso 3",
                     *         "neighborhood": "Juárez",
                     *         "city": "Ciudad de México",
                     *         "state": "Ciudad de México",
                     *         "postal_code": "06600"
                     *       },
                     *       "delivery_address": {
                     *         "contact_name": "María José Núñez",
                     *         "contact_phone": "+52 33 9876 5432",
                     *         "email": null,
                     *         "street": "Av. Juárez",
                     *         "exterior_number": "976",
                     *         "interior_number": null,
                     *         "neighborhood": "Centro",
                     *         "city": "Guadalajara",
                     *         "state": "Jalisco",
                     *         "postal_code": "44100",
                     *         "delivery_instructions": "Tocar el timbre dos veces"
                     *       },
                     *       "package_weight": 1.5,
                     *       "package_dimensions": {
                     *         "length": 30,
                     *         "width": 20,
                     *         "height": 15
                     *       },
                     *       "total_cost": 156,
                     *       "estimated_delivery_at": "2026-11-26T23:59:59.000Z",
                     *       "tracking_events": [
                     *         {
                     *           "status": "created",
                     *           "description": "Guía generada",
                     *           "occurred_at": "2026-11-21T16:02:11.000Z",
                     *           "location": "Ciudad de México"
                     *         }
                     *       ],
                     *       "created_at": "2026-11-21T16:02:11.000Z",
                     *       "status_updated_at": "2026-11-21T16:02:11.000Z",
                     *       "guide_number": "SBX2611210123456789",
                     *       "is_cod": false,
                     *       "cod_amount": null,
                     *       "declared_value": 500,
                     *       "content_description": "Libros",
                     *       "cancel_reason": null,
                     *       "cancelled_at": null,
                     *       "carrier_service": null,
                     *       "has_carrier_label": false,
                     *       "tracking_url": "https://envios.example.com/rastreo/MX1234567890123452",
                     *       "notifications": [
                     *         {
                     *           "channel": "email",
                     *           "event": "created",
                     *           "status": "sent",
                     *           "created_at": "2026-11-21T16:02:11.000Z",
                     *           "sent_at": "2026-11-21T16:02:11.000Z"
                     *         }
                     *       ],
                     *       "adjustments": [],
                     *       "cod_status": null,
                     *       "cod": null
                     *     }
                     */
                    "application/json": components["schemas"]["OrderDetail"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador del pedido (orderId) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "receiverPhone": "+52 33 1111 2222",
                 *       "deliveryAddress": {
                 *         "deliveryInstructions": "Dejar con el portero"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OrderUpdateRequest"];
            };
        };
        responses: {
            /** @description Detalle actualizado */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                     *       "organization_id": "8b7c6d5e-4f3a-4b2c-9d1e-0f9a8b7c6d5e",
                     *       "internal_reference": "PED-1001",
                     *       "provider": "sandbox",
                     *       "provider_tracking_number": "MX1234567890123452",
                     *       "status": "created",
                     *       "shipment_type": "standard",
                     *       "receiver_name": "María José Núñez",
                     *       "receiver_phone": "+52 33 1111 2222",
                     *       "pickup_address": {
                     *         "contact_name": "Almacén Central",
                     *         "contact_phone": "+52 55 1234 5678",
                     *         "email": "almacen@ejemplo.mx",
                     *         "street": "Av. Paseo de la Reforma",
                     *         "exterior_number": "222",
                     *         "interior_number": "Piso 3",
                     *         "neighborhood": "Juárez",
                     *         "city": "Ciudad de México",
                     *         "state": "Ciudad de México",
                     *         "postal_code": "06600"
                     *       },
                     *       "delivery_address": {
                     *         "contact_name": "María José Núñez",
                     *         "contact_phone": "+52 33 9876 5432",
                     *         "email": null,
                     *         "street": "Av. Juárez",
                     *         "exterior_number": "976",
                     *         "interior_number": null,
                     *         "neighborhood": "Centro",
                     *         "city": "Guadalajara",
                     *         "state": "Jalisco",
                     *         "postal_code": "44100",
                     *         "delivery_instructions": "Tocar el timbre dos veces"
                     *       },
                     *       "package_weight": 1.5,
                     *       "package_dimensions": {
                     *         "length": 30,
                     *         "width": 20,
                     *         "height": 15
                     *       },
                     *       "total_cost": 156,
                     *       "estimated_delivery_at": "2026-11-26T23:59:59.000Z",
                     *       "tracking_events": [
                     *         {
                     *           "status": "created",
                     *           "description": "Guía generada",
                     *           "occurred_at": "2026-11-21T16:02:11.000Z",
                     *           "location": "Ciudad de México"
                     *         }
                     *       ],
                     *       "created_at": "2026-11-21T16:02:11.000Z",
                     *       "status_updated_at": "2026-11-21T16:02:11.000Z",
                     *       "guide_number": "SBX2611210123456789",
                     *       "is_cod": false,
                     *       "cod_amount": null,
                     *       "declared_value": 500,
                     *       "content_description": "Libros",
                     *       "cancel_reason": null,
                     *       "cancelled_at": null,
                     *       "carrier_service": null,
                     *       "has_carrier_label": false,
                     *       "tracking_url": "https://envios.example.com/rastreo/MX1234567890123452",
                     *       "notifications": [
                     *         {
                     *           "channel": "email",
                     *           "event": "created",
                     *           "status": "sent",
                     *           "created_at": "2026-11-21T16:02:11.000Z",
                     *           "sent_at": "2026-11-21T16:02:11.000Z"
                     *         }
                     *       ],
                     *       "adjustments": [],
                     *       "cod_status": null,
                     *       "cod": null
                     *     }
                     */
                    "application/json": components["schemas"]["OrderDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Es el nombre estándar; también se acepta X-Idempotency-Key (si llegan ambos con valores distintos, 400).
                 * @example pedido-PED-1001
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Nombre original del encabezado, con el mismo efecto que Idempotency-Key.
                 * @example pedido-PED-1001
                 */
                "X-Idempotency-Key"?: components["parameters"]["XIdempotencyKey"];
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador del pedido (orderId) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "El cliente canceló la compra"
                 *     }
                 */
                "application/json": components["schemas"]["OrderCancelRequest"];
            };
        };
        responses: {
            /** @description Pedido cancelado */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Pedido cancelado correctamente. Se reembolsaron $156.00 MXN a tu saldo."
                     *     }
                     */
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOrderLabel: {
        parameters: {
            query?: {
                /** @description shipping: la guía de envío; return: la guía de devolución (404 si el pedido no tiene) */
                type?: "shipping" | "return";
                /** @description pdf: PDF de 4x6 in; zpl: ZPL II para impresoras térmicas de 203 dpi */
                format?: "pdf" | "zpl";
            };
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador del pedido (orderId) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La guía */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    /** @description attachment; filename="guia-<guía>.pdf" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "x-application/zpl": string;
                };
            };
            /** @description Sin cambios desde el ETag enviado en If-None-Match */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOrderCarrierLabel: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador del pedido (orderId) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La guía de la paquetería */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    /** @description attachment; filename="guia-paqueteria-<guía>.pdf" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "x-application/zpl": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOrderTracking: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador del pedido (orderId) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rastreo */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "order_id": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                     *       "tracking_number": "MX1234567890123452",
                     *       "return_tracking_number": null,
                     *       "status": "picked_up",
                     *       "status_label": "Recolectada",
                     *       "status_updated_at": "2026-11-21T18:30:00.000Z",
                     *       "estimated_delivery_at": "2026-11-26T23:59:59.000Z",
                     *       "events": [
                     *         {
                     *           "status": "created",
                     *           "description": "Guía generada",
                     *           "occurred_at": "2026-11-21T16:02:11.000Z",
                     *           "location": "Ciudad de México",
                     *           "status_label": "Creada"
                     *         },
                     *         {
                     *           "status": "picked_up",
                     *           "status_label": "Recolectada",
                     *           "description": "Paquete recolectado",
                     *           "occurred_at": "2026-11-21T18:30:00.000Z",
                     *           "location": "Ciudad de México"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Tracking"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTracking: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Cualquier número impreso en las guías del pedido: el número de rastreo o el de guía, del envío o de la devolución */
                trackingNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rastreo */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "order_id": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                     *       "tracking_number": "MX1234567890123452",
                     *       "return_tracking_number": null,
                     *       "status": "picked_up",
                     *       "status_label": "Recolectada",
                     *       "status_updated_at": "2026-11-21T18:30:00.000Z",
                     *       "estimated_delivery_at": "2026-11-26T23:59:59.000Z",
                     *       "events": [
                     *         {
                     *           "status": "created",
                     *           "description": "Guía generada",
                     *           "occurred_at": "2026-11-21T16:02:11.000Z",
                     *           "location": "Ciudad de México",
                     *           "status_label": "Creada"
                     *         },
                     *         {
                     *           "status": "picked_up",
                     *           "status_label": "Recolectada",
                     *           "description": "Paquete recolectado",
                     *           "occurred_at": "2026-11-21T18:30:00.000Z",
                     *           "location": "Ciudad de México"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Tracking"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    requestReturn: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Es el nombre estándar; también se acepta X-Idempotency-Key (si llegan ambos con valores distintos, 400).
                 * @example pedido-PED-1001
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Nombre original del encabezado, con el mismo efecto que Idempotency-Key.
                 * @example pedido-PED-1001
                 */
                "X-Idempotency-Key"?: components["parameters"]["XIdempotencyKey"];
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador del pedido (orderId) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "Talla incorrecta"
                 *     }
                 */
                "application/json": components["schemas"]["ReturnRequest"];
            };
        };
        responses: {
            /** @description Devolución solicitada */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Devolución solicitada. Se aprobará y se generará la guía de devolución.",
                     *       "order_id": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                     *       "status": "return_requested",
                     *       "status_label": "Devolucion Solicitada",
                     *       "return_reason": "Talla incorrecta",
                     *       "return_requested_at": "2026-11-27T10:00:00.000Z",
                     *       "return_approved_at": null,
                     *       "return_guide_number": null,
                     *       "return_tracking_number": null
                     *     }
                     */
                    "application/json": components["schemas"]["Return"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    approveReturn: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Es el nombre estándar; también se acepta X-Idempotency-Key (si llegan ambos con valores distintos, 400).
                 * @example pedido-PED-1001
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Nombre original del encabezado, con el mismo efecto que Idempotency-Key.
                 * @example pedido-PED-1001
                 */
                "X-Idempotency-Key"?: components["parameters"]["XIdempotencyKey"];
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador del pedido (orderId) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Devolución aprobada */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Devolución aprobada. La guía de devolución está lista.",
                     *       "order_id": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                     *       "status": "return_approved",
                     *       "status_label": "Devolucion Aprobada",
                     *       "return_reason": "Talla incorrecta",
                     *       "return_requested_at": "2026-11-27T10:00:00.000Z",
                     *       "return_approved_at": "2026-11-27T12:00:00.000Z",
                     *       "return_guide_number": "SBX2611270987654321",
                     *       "return_tracking_number": "MX9876543210987654"
                     *     }
                     */
                    "application/json": components["schemas"]["Return"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    advanceSandboxOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Es el nombre estándar; también se acepta X-Idempotency-Key (si llegan ambos con valores distintos, 400).
                 * @example pedido-PED-1001
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Nombre original del encabezado, con el mismo efecto que Idempotency-Key.
                 * @example pedido-PED-1001
                 */
                "X-Idempotency-Key"?: components["parameters"]["XIdempotencyKey"];
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador del pedido (orderId) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "status": "failed",
                 *       "observations": "Domicilio cerrado"
                 *     }
                 */
                "application/json": components["schemas"]["SandboxAdvanceRequest"];
            };
        };
        responses: {
            /** @description Reporte simulado aplicado */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "order_id": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                     *       "previous_status": "created",
                     *       "status": "picked_up",
                     *       "status_label": "Recolectada",
                     *       "applied": true,
                     *       "outcome": "applied",
                     *       "provider_data": {
                     *         "value": "MX1234567890123452",
                     *         "location": "Ciudad de México",
                     *         "latitud": "19.4326",
                     *         "longitud": "-99.1332",
                     *         "observations": "",
                     *         "dateTimeISO": "2026-11-21T18:30:00.000Z",
                     *         "StatusObj": {
                     *           "code": "picked_up",
                     *           "description": "Paquete recolectado"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        order_id: string;
                        /** @enum {string} */
                        previous_status: "pending" | "created" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered" | "failed" | "cancelled" | "return_requested" | "return_approved" | "returned";
                        /** @enum {string} */
                        status: "pending" | "created" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered" | "failed" | "cancelled" | "return_requested" | "return_approved" | "returned";
                        status_label: string;
                        applied: boolean;
                        /** @enum {string} */
                        outcome: "applied" | "duplicate" | "stale" | "same_status";
                        provider_data: components["schemas"]["ProviderData"];
                        adjustment?: components["schemas"]["Adjustment"];
                        cod?: {
                            /** Format: uuid */
                            orderId: string;
                            /** @enum {string} */
                            status: "pending" | "collected" | "remitted" | "paid_out" | "refused" | "lost";
                            expectedAmount: number;
                            collectedAmount: number | null;
                            collectedAt: string | null;
                            courierReference: string | null;
                            discrepancy: number | null;
                            discrepancyStatus: ("open" | "accepted" | "claimed") | null;
                            refusedAt: string | null;
                            refusedReason: string | null;
                            lostAt: string | null;
                            remittedAt: string | null;
                            paidOutAt: string | null;
                            paidOutAmount: number | null;
                            feeDeducted: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createQuote: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "originPostalCode": "06600",
                 *       "destinationPostalCode": "44100",
                 *       "package": {
                 *         "weight": 1.5,
                 *         "dimensions": {
                 *           "length": 30,
                 *           "width": 20,
                 *           "height": 15
                 *         },
                 *         "declaredValue": 500
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["QuoteRequest"];
            };
        };
        responses: {
            /** @description Cotizaciones */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "currency": "MXN",
                     *       "chargeableWeight": 2,
                     *       "volumetricWeight": 1.8,
                     *       "quotes": [
                     *         {
                     *           "shipmentType": "standard",
                     *           "totalCost": 156,
                     *           "estimatedDeliveryAt": "2026-11-26T23:59:59.000Z",
                     *           "breakdown": {
                     *             "base": 120,
                     *             "extraWeight": 25,
                     *             "interRegionSurcharge": 0,
                     *             "codFee": 0,
                     *             "insurance": 11
                     *           },
                     *           "surcharges": [],
                     *           "deliveryDays": null,
                     *           "warning": null
                     *         },
                     *         {
                     *           "shipmentType": "express",
                     *           "totalCost": 234,
                     *           "estimatedDeliveryAt": "2026-11-24T23:59:59.000Z",
                     *           "breakdown": {
                     *             "base": 190,
                     *             "extraWeight": 33,
                     *             "interRegionSurcharge": 0,
                     *             "codFee": 0,
                     *             "insurance": 11
                     *           },
                     *           "surcharges": [],
                     *           "deliveryDays": null,
                     *           "warning": null
                     *         }
                     *       ],
                     *       "options": [
                     *         {
                     *           "carrier": "sandbox",
                     *           "carrierName": "Sandbox",
                     *           "service": "standard",
                     *           "serviceName": "Estándar",
                     *           "shipmentType": "standard",
                     *           "totalCost": 156,
                     *           "estimatedDeliveryAt": "2026-11-26T23:59:59.000Z",
                     *           "transitDays": 3,
                     *           "breakdown": {
                     *             "base": 120,
                     *             "extraWeight": 25,
                     *             "interRegionSurcharge": 0,
                     *             "codFee": 0,
                     *             "insurance": 11,
                     *             "carrierSurcharges": 0
                     *           },
                     *           "surcharges": [],
                     *           "deliveryDays": null,
                     *           "warning": null,
                     *           "cheapest": true,
                     *           "fastest": false
                     *         },
                     *         {
                     *           "carrier": "dhl_express",
                     *           "carrierName": "DHL Express",
                     *           "service": "N",
                     *           "serviceName": "EXPRESS DOMESTIC",
                     *           "shipmentType": "express",
                     *           "totalCost": 198.4,
                     *           "estimatedDeliveryAt": "2026-11-24T23:59:59.000Z",
                     *           "transitDays": 1,
                     *           "breakdown": {
                     *             "base": 162.1,
                     *             "extraWeight": 0,
                     *             "interRegionSurcharge": 0,
                     *             "codFee": 0,
                     *             "insurance": 11,
                     *             "carrierSurcharges": 0
                     *           },
                     *           "surcharges": [
                     *             {
                     *               "code": "fuel",
                     *               "amount": 25.3,
                     *               "description": "Recargo por combustible (DHL Express)"
                     *             }
                     *           ],
                     *           "deliveryDays": null,
                     *           "warning": null,
                     *           "cheapest": false,
                     *           "fastest": true
                     *         }
                     *       ],
                     *       "unavailableCarriers": [
                     *         {
                     *           "carrier": "fedex",
                     *           "carrierName": "FedEx",
                     *           "reason": "FedEx no respondió a tiempo; se omitió de esta cotización."
                     *         }
                     *       ],
                     *       "codFeeDeducted": false
                     *     }
                     */
                    "application/json": components["schemas"]["Quote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listBatches: {
        parameters: {
            query?: {
                /** @description Lotes por página (1 a 100; 20 por omisión) */
                limit?: number;
                cursor?: string;
            };
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Una página de lotes */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "9b2d4c1e-3a5f-4e6b-8c7d-1e2f3a4b5c6d",
                     *           "status": "completed",
                     *           "source": "csv",
                     *           "fileName": null,
                     *           "total": 3,
                     *           "valid": 2,
                     *           "invalid": 1,
                     *           "created": 2,
                     *           "failed": 0,
                     *           "pending": 0,
                     *           "quotedTotal": 312,
                     *           "totalCharged": 312,
                     *           "createdAt": "2026-11-24T16:00:00.000Z",
                     *           "purchaseRequestedAt": "2026-11-24T16:01:00.000Z",
                     *           "completedAt": "2026-11-24T16:01:02.000Z",
                     *           "expiresAt": null,
                     *           "discardedAt": null
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["BatchList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createBatch: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Es el nombre estándar; también se acepta X-Idempotency-Key (si llegan ambos con valores distintos, 400).
                 * @example pedido-PED-1001
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Nombre original del encabezado, con el mismo efecto que Idempotency-Key.
                 * @example pedido-PED-1001
                 */
                "X-Idempotency-Key"?: components["parameters"]["XIdempotencyKey"];
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "orders": [
                 *         {
                 *           "pickupAddress": {
                 *             "contactName": "Almacén Central",
                 *             "contactPhone": "+52 55 1234 5678",
                 *             "email": "almacen@ejemplo.mx",
                 *             "street": "Av. Paseo de la Reforma",
                 *             "exteriorNumber": "222",
                 *             "interiorNumber": "Piso 3",
                 *             "neighborhood": "Juárez",
                 *             "city": "Ciudad de México",
                 *             "state": "Ciudad de México",
                 *             "postalCode": "06600"
                 *           },
                 *           "deliveryAddress": {
                 *             "contactName": "María José Núñez",
                 *             "contactPhone": "+52 33 9876 5432",
                 *             "street": "Av. Juárez",
                 *             "exteriorNumber": "976",
                 *             "neighborhood": "Centro",
                 *             "city": "Guadalajara",
                 *             "state": "Jalisco",
                 *             "postalCode": "44100",
                 *             "deliveryInstructions": "Tocar el timbre dos veces"
                 *           },
                 *           "package": {
                 *             "weight": 1.5,
                 *             "dimensions": {
                 *               "length": 30,
                 *               "width": 20,
                 *               "height": 15
                 *             },
                 *             "contentDescription": "Libros",
                 *             "declaredValue": 500
                 *           },
                 *           "receiverName": "María José Núñez",
                 *           "receiverPhone": "+52 33 9876 5432",
                 *           "internalReference": "PED-1001",
                 *           "shipmentType": "standard",
                 *           "isCod": false
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["BatchCreateRequest"];
                /**
                 * @example referencia,servicio,origen_nombre,origen_telefono,origen_email,origen_calle,origen_numero_exterior,origen_numero_interior,origen_colonia,origen_ciudad,origen_estado,origen_cp,destino_nombre,destino_telefono,destino_email,destino_calle,destino_numero_exterior,destino_numero_interior,destino_colonia,destino_ciudad,destino_estado,destino_cp,destino_indicaciones,destinatario_nombre,destinatario_telefono,peso_kg,largo_cm,ancho_cm,alto_cm,contenido,valor_declarado,cobro_contra_entrega
                 *     PED-1001,estándar,Almacén Central,+52 55 1234 5678,almacen@ejemplo.mx,Av. Paseo de la Reforma,222,Piso 3,Juárez,Ciudad de México,Ciudad de México,06600,María José Núñez,+52 33 9876 5432,maria@ejemplo.mx,Av. Juárez,976,,Centro,Guadalajara,Jalisco,44100,Tocar el timbre dos veces,,,"1,5",30,20,15,Libros,500,
                 */
                "text/csv": string;
            };
        };
        responses: {
            /** @description Lote validado (o la respuesta original repetida por idempotencia) */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "9b2d4c1e-3a5f-4e6b-8c7d-1e2f3a4b5c6d",
                     *       "status": "validated",
                     *       "total": 3,
                     *       "valid": 2,
                     *       "invalid": 1,
                     *       "quotedTotal": 312,
                     *       "errors": [
                     *         {
                     *           "row": 2,
                     *           "field": "destino_cp",
                     *           "message": "La columna destino_cp debe tener exactamente 5 dígitos (por ejemplo, \"06600\")"
                     *         }
                     *       ],
                     *       "warnings": [
                     *         {
                     *           "row": 1,
                     *           "field": "referencia",
                     *           "message": "La referencia PED-1001 ya se compró el 2026-11-23 10:15 (guía SBX2611230123456789): revisa que no sea un envío repetido antes de comprar."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["BatchCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBatch: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador del lote */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El lote */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "9b2d4c1e-3a5f-4e6b-8c7d-1e2f3a4b5c6d",
                     *       "status": "completed",
                     *       "source": "csv",
                     *       "fileName": null,
                     *       "total": 3,
                     *       "valid": 3,
                     *       "invalid": 0,
                     *       "created": 1,
                     *       "failed": 2,
                     *       "pending": 0,
                     *       "quotedTotal": 312,
                     *       "totalCharged": 156,
                     *       "createdAt": "2026-11-24T16:00:00.000Z",
                     *       "purchaseRequestedAt": "2026-11-24T16:01:00.000Z",
                     *       "completedAt": "2026-11-24T16:01:02.000Z",
                     *       "expiresAt": null,
                     *       "discardedAt": null,
                     *       "balance": 12.1,
                     *       "failures": [
                     *         {
                     *           "code": "insufficient_balance",
                     *           "rows": 2,
                     *           "rowNumbers": [
                     *             2,
                     *             3
                     *           ],
                     *           "missing": 300.2,
                     *           "message": "2 filas sin saldo: faltan $300.20 MXN. Para abonar saldo, contacta a soporte o a tu administrador de la plataforma; luego sube las filas por corregir en un lote nuevo."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["BatchDetail"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    purchaseBatch: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Es el nombre estándar; también se acepta X-Idempotency-Key (si llegan ambos con valores distintos, 400).
                 * @example pedido-PED-1001
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Nombre original del encabezado, con el mismo efecto que Idempotency-Key.
                 * @example pedido-PED-1001
                 */
                "X-Idempotency-Key"?: components["parameters"]["XIdempotencyKey"];
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador del lote */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "preference": "cheapest"
                 *     }
                 */
                "application/json": components["schemas"]["BatchPurchaseRequest"];
            };
        };
        responses: {
            /** @description Compra en curso (o ya terminada): el lote como está ahora */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "9b2d4c1e-3a5f-4e6b-8c7d-1e2f3a4b5c6d",
                     *       "status": "processing",
                     *       "source": "csv",
                     *       "fileName": null,
                     *       "total": 3,
                     *       "valid": 2,
                     *       "invalid": 1,
                     *       "created": 0,
                     *       "failed": 0,
                     *       "pending": 2,
                     *       "quotedTotal": 312,
                     *       "totalCharged": 0,
                     *       "createdAt": "2026-11-24T16:00:00.000Z",
                     *       "purchaseRequestedAt": "2026-11-24T16:01:00.000Z",
                     *       "completedAt": null,
                     *       "expiresAt": null,
                     *       "discardedAt": null
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /**
                         * @description validated (sin comprar), processing (comprándose), completed (terminado), discarded (descartado sin comprar) o expired (vencido: pasaron 7 días sin comprarlo; ya no se compra)
                         * @enum {string}
                         */
                        status: "validated" | "processing" | "completed" | "discarded" | "expired";
                        /** @enum {string} */
                        source: "csv" | "json";
                        fileName: string | null;
                        total: number;
                        valid: number;
                        invalid: number;
                        created: number;
                        failed: number;
                        /** @description Filas válidas aún sin resultado */
                        pending: number;
                        quotedTotal: number;
                        /** @description Suma de lo cobrado por los pedidos creados, en MXN */
                        totalCharged: number;
                        /** Format: date-time */
                        createdAt: string;
                        purchaseRequestedAt: string | null;
                        completedAt: string | null;
                        /** @description Sin comprar: cuándo vence (o venció) el lote, 7 días después de subirlo; null una vez comprado o descartado */
                        expiresAt: string | null;
                        /** @description Cuándo se descartó sin comprar (POST /batches/{id}/discard) */
                        discardedAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    discardBatch: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Es el nombre estándar; también se acepta X-Idempotency-Key (si llegan ambos con valores distintos, 400).
                 * @example pedido-PED-1001
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Nombre original del encabezado, con el mismo efecto que Idempotency-Key.
                 * @example pedido-PED-1001
                 */
                "X-Idempotency-Key"?: components["parameters"]["XIdempotencyKey"];
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador del lote */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El lote descartado */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "9b2d4c1e-3a5f-4e6b-8c7d-1e2f3a4b5c6d",
                     *       "status": "discarded",
                     *       "source": "csv",
                     *       "fileName": null,
                     *       "total": 3,
                     *       "valid": 2,
                     *       "invalid": 1,
                     *       "created": 0,
                     *       "failed": 0,
                     *       "pending": 2,
                     *       "quotedTotal": 312,
                     *       "totalCharged": 0,
                     *       "createdAt": "2026-11-24T16:00:00.000Z",
                     *       "purchaseRequestedAt": null,
                     *       "completedAt": null,
                     *       "expiresAt": null,
                     *       "discardedAt": "2026-11-24T16:05:00.000Z"
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /**
                         * @description validated (sin comprar), processing (comprándose), completed (terminado), discarded (descartado sin comprar) o expired (vencido: pasaron 7 días sin comprarlo; ya no se compra)
                         * @enum {string}
                         */
                        status: "validated" | "processing" | "completed" | "discarded" | "expired";
                        /** @enum {string} */
                        source: "csv" | "json";
                        fileName: string | null;
                        total: number;
                        valid: number;
                        invalid: number;
                        created: number;
                        failed: number;
                        /** @description Filas válidas aún sin resultado */
                        pending: number;
                        quotedTotal: number;
                        /** @description Suma de lo cobrado por los pedidos creados, en MXN */
                        totalCharged: number;
                        /** Format: date-time */
                        createdAt: string;
                        purchaseRequestedAt: string | null;
                        completedAt: string | null;
                        /** @description Sin comprar: cuándo vence (o venció) el lote, 7 días después de subirlo; null una vez comprado o descartado */
                        expiresAt: string | null;
                        /** @description Cuándo se descartó sin comprar (POST /batches/{id}/discard) */
                        discardedAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listBatchRows: {
        parameters: {
            query?: {
                /** @description Solo las filas en estos estados, separados por comas: invalid,failed son las filas sin pedido (por corregir) */
                status?: string;
                /** @description results: el resultado de cada fila (JSON, o CSV con Accept: text/csv). upload: un CSV (siempre) con las columnas de subida de docs/guias/lotes.md y una columna error con el motivo, para corregirlo y volver a subirlo tal cual; solo filas invalid y failed (las dos si no indicas status) */
                columns?: "results" | "upload";
            };
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador del lote */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Las filas en orden (JSON); el CSV de resultados con Accept: text/csv; el CSV por corregir con columns=upload */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    /** @description Solo el CSV: attachment; filename="lote-<id>-filas.csv" (o lote-<id>-filas-por-corregir.csv con columns=upload) */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "row": 1,
                     *           "status": "created",
                     *           "internalReference": "PED-1001",
                     *           "orderId": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                     *           "guideNumber": "SBX2611210123456789",
                     *           "trackingNumber": "MX1234567890123452",
                     *           "quote": 156,
                     *           "charged": 156,
                     *           "error": null,
                     *           "errors": [],
                     *           "warnings": []
                     *         },
                     *         {
                     *           "row": 2,
                     *           "status": "invalid",
                     *           "internalReference": "PED-1002",
                     *           "orderId": null,
                     *           "guideNumber": null,
                     *           "trackingNumber": null,
                     *           "quote": null,
                     *           "charged": null,
                     *           "error": "La columna destino_cp debe tener exactamente 5 dígitos (por ejemplo, \"06600\")",
                     *           "errors": [
                     *             {
                     *               "field": "destino_cp",
                     *               "message": "La columna destino_cp debe tener exactamente 5 dígitos (por ejemplo, \"06600\")"
                     *             }
                     *           ],
                     *           "warnings": []
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["BatchRowList"];
                    /**
                     * @example referencia,servicio,origen_nombre,origen_telefono,origen_email,origen_calle,origen_numero_exterior,origen_numero_interior,origen_colonia,origen_ciudad,origen_estado,origen_cp,destino_nombre,destino_telefono,destino_email,destino_calle,destino_numero_exterior,destino_numero_interior,destino_colonia,destino_ciudad,destino_estado,destino_cp,destino_indicaciones,destinatario_nombre,destinatario_telefono,peso_kg,largo_cm,ancho_cm,alto_cm,contenido,valor_declarado,cobro_contra_entrega,error
                     *     PED-1001,estándar,Almacén Central,"=""+52 55 1234 5678""",almacen@ejemplo.mx,Av. Paseo de la Reforma,222,Piso 3,Juárez,Ciudad de México,Ciudad de México,"=""06600""",María José Núñez,"=""+52 33 9876 5432""",maria@ejemplo.mx,Av. Juárez,976,,Centro,Guadalajara,Jalisco,"=""441""",Tocar el timbre dos veces,,,1.5,30,20,15,Libros,500,,"La columna destino_cp debe tener exactamente 5 dígitos (por ejemplo, ""06600"")"
                     */
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBatchLabels: {
        parameters: {
            query?: {
                /** @description pdf (una página de 4x6 in por guía) o zpl */
                format?: "pdf" | "zpl";
            };
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador del lote */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Las guías */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    /** @description attachment; filename="guias-lote-<id>.pdf" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "x-application/zpl": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBatchManifest: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador del lote */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El manifiesto */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    /** @description attachment; filename="manifiesto-lote-<id>.pdf" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listManifests: {
        parameters: {
            query?: {
                /** @description Manifiestos por página (1 a 100; 20 por omisión) */
                limit?: number;
                cursor?: string;
            };
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Una página de manifiestos */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "5c0e2b7a-8d4f-4a1b-9e3c-7f6a5b4c3d2e",
                     *           "date": "2026-11-24",
                     *           "pickupAddress": {
                     *             "contactName": "Almacén Central",
                     *             "contactPhone": "5512345678",
                     *             "street": "Av. Insurgentes Sur",
                     *             "exteriorNumber": "1234",
                     *             "neighborhood": "Del Valle",
                     *             "city": "Ciudad de México",
                     *             "state": "Ciudad de México",
                     *             "postalCode": "03100"
                     *           },
                     *           "orderCount": 2,
                     *           "totalWeight": 3.5,
                     *           "createdAt": "2026-11-24T23:30:00.000Z",
                     *           "pdfUrl": "https://envios.example.com/api/v1/manifests/5c0e2b7a-8d4f-4a1b-9e3c-7f6a5b4c3d2e",
                     *           "pickup": {
                     *             "id": "1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a",
                     *             "status": "scheduled",
                     *             "date": "2026-11-25",
                     *             "timeWindow": {
                     *               "start": "10:00",
                     *               "end": "14:00"
                     *             },
                     *             "confirmationNumber": "PKP26112512345678"
                     *           }
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["ManifestList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createManifest: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Es el nombre estándar; también se acepta X-Idempotency-Key (si llegan ambos con valores distintos, 400).
                 * @example pedido-PED-1001
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Nombre original del encabezado, con el mismo efecto que Idempotency-Key.
                 * @example pedido-PED-1001
                 */
                "X-Idempotency-Key"?: components["parameters"]["XIdempotencyKey"];
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "pickupAddress": {
                 *         "postalCode": "03100"
                 *       },
                 *       "date": "2026-11-24"
                 *     }
                 */
                "application/json": components["schemas"]["ManifestCreateRequest"];
            };
        };
        responses: {
            /** @description El manifiesto creado con sus pedidos (pickup es null: la recolección se pide después con POST /pickups) */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5c0e2b7a-8d4f-4a1b-9e3c-7f6a5b4c3d2e",
                     *       "date": "2026-11-24",
                     *       "pickupAddress": {
                     *         "contactName": "Almacén Central",
                     *         "contactPhone": "5512345678",
                     *         "street": "Av. Insurgentes Sur",
                     *         "exteriorNumber": "1234",
                     *         "neighborhood": "Del Valle",
                     *         "city": "Ciudad de México",
                     *         "state": "Ciudad de México",
                     *         "postalCode": "03100"
                     *       },
                     *       "orderCount": 2,
                     *       "totalWeight": 3.5,
                     *       "createdAt": "2026-11-24T23:30:00.000Z",
                     *       "pdfUrl": "https://envios.example.com/api/v1/manifests/5c0e2b7a-8d4f-4a1b-9e3c-7f6a5b4c3d2e",
                     *       "pickup": null,
                     *       "orders": [
                     *         {
                     *           "orderId": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                     *           "guideNumber": "SBX2611240123456789",
                     *           "internalReference": "PED-1001",
                     *           "destinationCity": "Guadalajara",
                     *           "destinationState": "Jalisco",
                     *           "weight": 1.5
                     *         },
                     *         {
                     *           "orderId": "7a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d",
                     *           "guideNumber": "SBX2611240987654321",
                     *           "internalReference": null,
                     *           "destinationCity": "Monterrey",
                     *           "destinationState": "Nuevo León",
                     *           "weight": 2
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Manifest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getManifest: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador del manifiesto */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El manifiesto (o su PDF con Accept: application/pdf) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    /** @description Solo el PDF: attachment; filename="manifiesto-<día>-<id>.pdf" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5c0e2b7a-8d4f-4a1b-9e3c-7f6a5b4c3d2e",
                     *       "date": "2026-11-24",
                     *       "pickupAddress": {
                     *         "contactName": "Almacén Central",
                     *         "contactPhone": "5512345678",
                     *         "street": "Av. Insurgentes Sur",
                     *         "exteriorNumber": "1234",
                     *         "neighborhood": "Del Valle",
                     *         "city": "Ciudad de México",
                     *         "state": "Ciudad de México",
                     *         "postalCode": "03100"
                     *       },
                     *       "orderCount": 2,
                     *       "totalWeight": 3.5,
                     *       "createdAt": "2026-11-24T23:30:00.000Z",
                     *       "pdfUrl": "https://envios.example.com/api/v1/manifests/5c0e2b7a-8d4f-4a1b-9e3c-7f6a5b4c3d2e",
                     *       "pickup": {
                     *         "id": "1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a",
                     *         "status": "scheduled",
                     *         "date": "2026-11-25",
                     *         "timeWindow": {
                     *           "start": "10:00",
                     *           "end": "14:00"
                     *         },
                     *         "confirmationNumber": "PKP26112512345678"
                     *       },
                     *       "orders": [
                     *         {
                     *           "orderId": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                     *           "guideNumber": "SBX2611240123456789",
                     *           "internalReference": "PED-1001",
                     *           "destinationCity": "Guadalajara",
                     *           "destinationState": "Jalisco",
                     *           "weight": 1.5
                     *         },
                     *         {
                     *           "orderId": "7a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d",
                     *           "guideNumber": "SBX2611240987654321",
                     *           "internalReference": null,
                     *           "destinationCity": "Monterrey",
                     *           "destinationState": "Nuevo León",
                     *           "weight": 2
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Manifest"];
                    "application/pdf": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createPickup: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Es el nombre estándar; también se acepta X-Idempotency-Key (si llegan ambos con valores distintos, 400).
                 * @example pedido-PED-1001
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Nombre original del encabezado, con el mismo efecto que Idempotency-Key.
                 * @example pedido-PED-1001
                 */
                "X-Idempotency-Key"?: components["parameters"]["XIdempotencyKey"];
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "manifestId": "5c0e2b7a-8d4f-4a1b-9e3c-7f6a5b4c3d2e",
                 *       "date": "2026-11-25",
                 *       "timeWindow": {
                 *         "start": "10:00",
                 *         "end": "14:00"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["PickupCreateRequest"];
            };
        };
        responses: {
            /** @description Recolección confirmada por el proveedor */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a",
                     *       "status": "scheduled",
                     *       "statusLabel": "Programada",
                     *       "manifestId": "5c0e2b7a-8d4f-4a1b-9e3c-7f6a5b4c3d2e",
                     *       "date": "2026-11-25",
                     *       "timeWindow": {
                     *         "start": "10:00",
                     *         "end": "14:00"
                     *       },
                     *       "provider": "sandbox",
                     *       "confirmationNumber": "PKP26112512345678",
                     *       "orderCount": 2,
                     *       "pickedUp": 0,
                     *       "pickupAddress": {
                     *         "street": "Av. Insurgentes Sur",
                     *         "exteriorNumber": "1234",
                     *         "neighborhood": "Del Valle",
                     *         "city": "Ciudad de México",
                     *         "state": "Ciudad de México",
                     *         "postalCode": "03100"
                     *       },
                     *       "createdAt": "2026-11-24T23:31:00.000Z",
                     *       "completedAt": null
                     *     }
                     */
                    "application/json": components["schemas"]["Pickup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPickup: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador de la recolección */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La recolección */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a",
                     *       "status": "scheduled",
                     *       "statusLabel": "Programada",
                     *       "manifestId": "5c0e2b7a-8d4f-4a1b-9e3c-7f6a5b4c3d2e",
                     *       "date": "2026-11-25",
                     *       "timeWindow": {
                     *         "start": "10:00",
                     *         "end": "14:00"
                     *       },
                     *       "provider": "sandbox",
                     *       "confirmationNumber": "PKP26112512345678",
                     *       "orderCount": 2,
                     *       "pickedUp": 0,
                     *       "pickupAddress": {
                     *         "street": "Av. Insurgentes Sur",
                     *         "exteriorNumber": "1234",
                     *         "neighborhood": "Del Valle",
                     *         "city": "Ciudad de México",
                     *         "state": "Ciudad de México",
                     *         "postalCode": "03100"
                     *       },
                     *       "createdAt": "2026-11-24T23:31:00.000Z",
                     *       "completedAt": null
                     *     }
                     */
                    "application/json": components["schemas"]["Pickup"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    advanceSandboxPickup: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Es el nombre estándar; también se acepta X-Idempotency-Key (si llegan ambos con valores distintos, 400).
                 * @example pedido-PED-1001
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Nombre original del encabezado, con el mismo efecto que Idempotency-Key.
                 * @example pedido-PED-1001
                 */
                "X-Idempotency-Key"?: components["parameters"]["XIdempotencyKey"];
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador de la recolección */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Recolección completada */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a",
                     *       "status": "completed",
                     *       "statusLabel": "Recolectada",
                     *       "manifestId": "5c0e2b7a-8d4f-4a1b-9e3c-7f6a5b4c3d2e",
                     *       "date": "2026-11-25",
                     *       "timeWindow": {
                     *         "start": "10:00",
                     *         "end": "14:00"
                     *       },
                     *       "provider": "sandbox",
                     *       "confirmationNumber": "PKP26112512345678",
                     *       "orderCount": 2,
                     *       "pickedUp": 2,
                     *       "pickupAddress": {
                     *         "street": "Av. Insurgentes Sur",
                     *         "exteriorNumber": "1234",
                     *         "neighborhood": "Del Valle",
                     *         "city": "Ciudad de México",
                     *         "state": "Ciudad de México",
                     *         "postalCode": "03100"
                     *       },
                     *       "createdAt": "2026-11-24T23:31:00.000Z",
                     *       "completedAt": "2026-11-25T17:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Pickup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Webhooks */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "0f9e8d7c-6b5a-4938-8271-605f4e3d2c1b",
                     *           "name": "Producción",
                     *           "url": "https://api.mitienda.mx/webhooks/envios",
                     *           "events": [
                     *             "order.status_changed",
                     *             "order.delivered"
                     *           ],
                     *           "active": true,
                     *           "retrySchedule": "standard",
                     *           "disabledAt": null,
                     *           "disabledReason": null,
                     *           "createdAt": "2026-11-20T12:00:00.000Z",
                     *           "updatedAt": "2026-11-20T12:00:00.000Z"
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Webhook"][];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Es el nombre estándar; también se acepta X-Idempotency-Key (si llegan ambos con valores distintos, 400).
                 * @example pedido-PED-1001
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Nombre original del encabezado, con el mismo efecto que Idempotency-Key.
                 * @example pedido-PED-1001
                 */
                "X-Idempotency-Key"?: components["parameters"]["XIdempotencyKey"];
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Producción",
                 *       "url": "https://api.mitienda.mx/webhooks/envios",
                 *       "events": [
                 *         "order.status_changed",
                 *         "order.delivered"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["WebhookCreateRequest"];
            };
        };
        responses: {
            /** @description Webhook creado */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0f9e8d7c-6b5a-4938-8271-605f4e3d2c1b",
                     *       "name": "Producción",
                     *       "url": "https://api.mitienda.mx/webhooks/envios",
                     *       "events": [
                     *         "order.status_changed",
                     *         "order.delivered"
                     *       ],
                     *       "active": true,
                     *       "retrySchedule": "standard",
                     *       "disabledAt": null,
                     *       "disabledReason": null,
                     *       "createdAt": "2026-11-20T12:00:00.000Z",
                     *       "updatedAt": "2026-11-20T12:00:00.000Z",
                     *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw7D8lK0V+7/A="
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookWithSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador del webhook */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Webhook */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0f9e8d7c-6b5a-4938-8271-605f4e3d2c1b",
                     *       "name": "Producción",
                     *       "url": "https://api.mitienda.mx/webhooks/envios",
                     *       "events": [
                     *         "order.status_changed",
                     *         "order.delivered"
                     *       ],
                     *       "active": true,
                     *       "retrySchedule": "standard",
                     *       "disabledAt": null,
                     *       "disabledReason": null,
                     *       "createdAt": "2026-11-20T12:00:00.000Z",
                     *       "updatedAt": "2026-11-20T12:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador del webhook */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Webhook eliminado */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0f9e8d7c-6b5a-4938-8271-605f4e3d2c1b",
                     *       "deleted": true
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador del webhook */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "active": false
                 *     }
                 */
                "application/json": components["schemas"]["WebhookUpdateRequest"];
            };
        };
        responses: {
            /** @description Webhook actualizado */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0f9e8d7c-6b5a-4938-8271-605f4e3d2c1b",
                     *       "name": "Producción",
                     *       "url": "https://api.mitienda.mx/webhooks/envios",
                     *       "events": [
                     *         "order.status_changed",
                     *         "order.delivered"
                     *       ],
                     *       "active": false,
                     *       "retrySchedule": "standard",
                     *       "disabledAt": null,
                     *       "disabledReason": null,
                     *       "createdAt": "2026-11-20T12:00:00.000Z",
                     *       "updatedAt": "2026-11-22T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador del webhook */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Secreto */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0f9e8d7c-6b5a-4938-8271-605f4e3d2c1b",
                     *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw7D8lK0V+7/A=",
                     *       "previousSecretExpiresAt": null
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        secret: string;
                        previousSecretExpiresAt: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Es el nombre estándar; también se acepta X-Idempotency-Key (si llegan ambos con valores distintos, 400).
                 * @example pedido-PED-1001
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Nombre original del encabezado, con el mismo efecto que Idempotency-Key.
                 * @example pedido-PED-1001
                 */
                "X-Idempotency-Key"?: components["parameters"]["XIdempotencyKey"];
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador del webhook */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "expiresInSeconds": 86400
                 *     }
                 */
                "application/json": components["schemas"]["WebhookSecretRotateRequest"];
            };
        };
        responses: {
            /** @description Nuevo secreto */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0f9e8d7c-6b5a-4938-8271-605f4e3d2c1b",
                     *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw7D8lK0V+7/A=",
                     *       "previousSecretExpiresAt": "2026-11-22T16:00:00.000Z"
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        secret: string;
                        previousSecretExpiresAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendWebhookTest: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Es el nombre estándar; también se acepta X-Idempotency-Key (si llegan ambos con valores distintos, 400).
                 * @example pedido-PED-1001
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Nombre original del encabezado, con el mismo efecto que Idempotency-Key.
                 * @example pedido-PED-1001
                 */
                "X-Idempotency-Key"?: components["parameters"]["XIdempotencyKey"];
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador del webhook */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Evento de prueba en cola */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "eventId": "evt_9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
                     *       "deliveryId": "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
                     *       "event": "webhook.test"
                     *     }
                     */
                    "application/json": {
                        eventId: string;
                        /** Format: uuid */
                        deliveryId: string;
                        /** @constant */
                        event: "webhook.test";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador del webhook */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Intentos */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "6e5d4c3b-2a19-4807-9f6e-5d4c3b2a1908",
                     *           "deliveryId": "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
                     *           "eventId": "evt_6f1c8a52-1d0e-4c55-9a3b-0c7d1b2e3f40",
                     *           "event": "order.delivered",
                     *           "attemptNumber": 1,
                     *           "attemptedAt": "2026-11-21T18:04:05.200Z",
                     *           "statusCode": 200,
                     *           "responseTimeMs": 84,
                     *           "error": null,
                     *           "payload": {
                     *             "id": "evt_6f1c8a52-1d0e-4c55-9a3b-0c7d1b2e3f40",
                     *             "event": "order.delivered",
                     *             "createdAt": "2026-11-21T18:04:05.123Z",
                     *             "data": {
                     *               "orderId": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                     *               "internalReference": "PED-1001",
                     *               "status": "delivered",
                     *               "providerData": {
                     *                 "value": "MX1234567890123452",
                     *                 "location": "Guadalajara, Jal.",
                     *                 "latitud": "20.6767",
                     *                 "longitud": "-103.3476",
                     *                 "observations": "Recibió: María José",
                     *                 "dateTimeISO": "2026-11-21T18:04:01.000Z",
                     *                 "StatusObj": {
                     *                   "code": "delivered",
                     *                   "description": "Entregado"
                     *                 }
                     *               },
                     *               "trackingUrl": "https://envios.example.com/rastreo/MX1234567890123452"
                     *             }
                     *           },
                     *           "responseBody": "{\"ok\":true}",
                     *           "deliveryState": "succeeded",
                     *           "requestId": null
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WebhookDeliveryAttempt"][];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    redeliverWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Es el nombre estándar; también se acepta X-Idempotency-Key (si llegan ambos con valores distintos, 400).
                 * @example pedido-PED-1001
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Nombre original del encabezado, con el mismo efecto que Idempotency-Key.
                 * @example pedido-PED-1001
                 */
                "X-Idempotency-Key"?: components["parameters"]["XIdempotencyKey"];
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador del webhook */
                id: string;
                /** @description Identificador de la entrega fallida */
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Entrega en cola de nuevo */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
                     *       "webhookId": "0f9e8d7c-6b5a-4938-8271-605f4e3d2c1b",
                     *       "eventId": "evt_6f1c8a52-1d0e-4c55-9a3b-0c7d1b2e3f40",
                     *       "event": "order.delivered",
                     *       "state": "pending",
                     *       "attemptCount": 0,
                     *       "lastStatusCode": null,
                     *       "lastError": null,
                     *       "createdAt": "2026-11-21T18:04:05.123Z",
                     *       "completedAt": null
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    recoverWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Es el nombre estándar; también se acepta X-Idempotency-Key (si llegan ambos con valores distintos, 400).
                 * @example pedido-PED-1001
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Nombre original del encabezado, con el mismo efecto que Idempotency-Key.
                 * @example pedido-PED-1001
                 */
                "X-Idempotency-Key"?: components["parameters"]["XIdempotencyKey"];
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador del webhook */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "since": "2026-11-20T15:00:00Z"
                 *     }
                 */
                "application/json": components["schemas"]["WebhookRecoverRequest"];
            };
        };
        responses: {
            /** @description Trabajo de recuperación aceptado */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5b0e8f7a-3c1d-4e2f-9a8b-7c6d5e4f3a2b",
                     *       "webhookId": "0f9e8d7c-6b5a-4938-8271-605f4e3d2c1b",
                     *       "since": "2026-11-20T15:00:00.000Z",
                     *       "state": "running",
                     *       "total": 32,
                     *       "queued": 20,
                     *       "results": {
                     *         "pending": 8,
                     *         "succeeded": 12,
                     *         "failed": 0,
                     *         "cancelled": 0
                     *       },
                     *       "createdAt": "2026-11-24T08:00:00.000Z",
                     *       "startedAt": "2026-11-24T08:00:00.120Z",
                     *       "completedAt": null
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookRecovery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWebhookRecovery: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador del webhook */
                id: string;
                /** @description Identificador del trabajo de recuperación */
                recoveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Trabajo de recuperación */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5b0e8f7a-3c1d-4e2f-9a8b-7c6d5e4f3a2b",
                     *       "webhookId": "0f9e8d7c-6b5a-4938-8271-605f4e3d2c1b",
                     *       "since": "2026-11-20T15:00:00.000Z",
                     *       "state": "completed",
                     *       "total": 32,
                     *       "queued": 32,
                     *       "results": {
                     *         "pending": 0,
                     *         "succeeded": 31,
                     *         "failed": 1,
                     *         "cancelled": 0
                     *       },
                     *       "createdAt": "2026-11-24T08:00:00.000Z",
                     *       "startedAt": "2026-11-24T08:00:00.120Z",
                     *       "completedAt": "2026-11-24T08:00:01.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookRecovery"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOrderEvents: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador del pedido (orderId) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Eventos del pedido */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "orderId": "7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6",
                     *       "data": [
                     *         {
                     *           "id": "evt_1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
                     *           "event": "order.picked_up",
                     *           "createdAt": "2026-11-24T08:10:00.000Z",
                     *           "requestId": "req_4f6c2a9b8d7e4c1a9b0f3e2d1c5a7b8e",
                     *           "payload": {
                     *             "id": "evt_1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
                     *             "event": "order.picked_up",
                     *             "createdAt": "2026-11-24T08:10:00.000Z",
                     *             "data": {
                     *               "orderId": "7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6",
                     *               "internalReference": "PED-0001",
                     *               "status": "picked_up",
                     *               "providerData": {
                     *                 "value": "TRK0001",
                     *                 "location": "Ciudad de México",
                     *                 "latitud": "19.432608",
                     *                 "longitud": "-99.133209",
                     *                 "observations": "",
                     *                 "dateTimeISO": "2026-11-24T08:10:00.000Z",
                     *                 "StatusObj": {
                     *                   "code": "picked_up",
                     *                   "description": "Recolectado"
                     *                 }
                     *               }
                     *             }
                     *           },
                     *           "deliveries": [
                     *             {
                     *               "deliveryId": "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
                     *               "webhookId": "0f9e8d7c-6b5a-4938-8271-605f4e3d2c1b",
                     *               "state": "succeeded",
                     *               "attempts": 1,
                     *               "lastStatusCode": 200,
                     *               "lastAttemptAt": "2026-11-24T08:10:00.250Z"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "hasMore": false
                     *     }
                     */
                    "application/json": components["schemas"]["OrderEventList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCarrierAccounts: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cuentas */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "carrier": "dhl_express",
                     *           "displayName": "DHL Express",
                     *           "source": "organization",
                     *           "enabled": true,
                     *           "preview": {
                     *             "accountNumber": "123456789",
                     *             "username": "••••7a2c",
                     *             "password": "••••"
                     *           },
                     *           "capabilities": [
                     *             "rates",
                     *             "shipments",
                     *             "cancel",
                     *             "tracking_poll",
                     *             "pickups"
                     *           ],
                     *           "validatedAt": "2026-11-28T09:15:00.000Z",
                     *           "updatedAt": "2026-11-28T09:15:00.000Z"
                     *         },
                     *         {
                     *           "carrier": "fedex",
                     *           "displayName": "FedEx",
                     *           "source": "platform",
                     *           "enabled": true,
                     *           "preview": {},
                     *           "capabilities": [
                     *             "rates",
                     *             "shipments",
                     *             "cancel",
                     *             "tracking_poll",
                     *             "pickups"
                     *           ],
                     *           "validatedAt": "2026-11-28T09:15:00.000Z",
                     *           "updatedAt": "2026-11-28T09:15:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CarrierAccountList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveCarrierAccount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description La paquetería, por su nombre (`dhl_express`, `fedex`); GET /carrier-accounts las lista */
                carrier: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "credentials": {
                 *         "username": "apiusuario",
                 *         "password": "secreto-de-la-api",
                 *         "accountNumber": "123456789"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CarrierAccountSaveRequest"];
            };
        };
        responses: {
            /** @description Cuenta guardada y validada */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "carrier": "dhl_express",
                     *       "displayName": "DHL Express",
                     *       "source": "organization",
                     *       "enabled": true,
                     *       "preview": {
                     *         "accountNumber": "123456789",
                     *         "username": "••••7a2c",
                     *         "password": "••••"
                     *       },
                     *       "capabilities": [
                     *         "rates",
                     *         "shipments",
                     *         "cancel",
                     *         "tracking_poll",
                     *         "pickups"
                     *       ],
                     *       "validatedAt": "2026-11-28T09:15:00.000Z",
                     *       "updatedAt": "2026-11-28T09:15:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CarrierAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCarrierAccount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description La paquetería, por su nombre (`dhl_express`, `fedex`); GET /carrier-accounts las lista */
                carrier: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cuenta eliminada */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "carrier": "dhl_express",
                     *       "deleted": true
                     *     }
                     */
                    "application/json": components["schemas"]["CarrierAccountDeleted"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCarrierAccount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description La paquetería, por su nombre (`dhl_express`, `fedex`); GET /carrier-accounts las lista */
                carrier: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "enabled": false
                 *     }
                 */
                "application/json": components["schemas"]["CarrierAccountUpdateRequest"];
            };
        };
        responses: {
            /** @description Cuenta actualizada */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "carrier": "dhl_express",
                     *       "displayName": "DHL Express",
                     *       "source": "organization",
                     *       "enabled": false,
                     *       "preview": {
                     *         "accountNumber": "123456789",
                     *         "username": "••••7a2c",
                     *         "password": "••••"
                     *       },
                     *       "capabilities": [
                     *         "rates",
                     *         "shipments",
                     *         "cancel",
                     *         "tracking_poll",
                     *         "pickups"
                     *       ],
                     *       "validatedAt": "2026-11-28T09:15:00.000Z",
                     *       "updatedAt": "2026-11-28T09:15:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CarrierAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listRequestLogs: {
        parameters: {
            query?: {
                status?: string;
                method?: string;
                path?: string;
                apiKeyId?: string;
                requestId?: string;
                from?: string;
                to?: string;
                /** @description Solicitudes por página (1 a 100; 50 por omisión) */
                limit?: number;
                cursor?: string;
            };
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Una página del registro */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "0b6f2c4e-8d1a-4f3b-9c2e-5a7d1e9f3b21",
                     *           "requestId": "req_4f9a1c2b7d3e4a5f8b6c0d1e2f3a4b5c",
                     *           "createdAt": "2026-11-24T17:05:12.345Z",
                     *           "method": "POST",
                     *           "pathTemplate": "/orders",
                     *           "path": "/api/v1/orders",
                     *           "query": null,
                     *           "status": 400,
                     *           "errorCode": "validation_error",
                     *           "durationMs": 12,
                     *           "apiKeyId": "5d2e8f1a-3b4c-4d6e-8f9a-1b2c3d4e5f60",
                     *           "apiKeyName": "Servidor de producción",
                     *           "ip": "203.0.113.7",
                     *           "userAgent": "mi-tienda/2.3 node-fetch"
                     *         }
                     *       ],
                     *       "nextCursor": "eyJ2IjoxLCJ0IjoiMjAyNi0xMS0yNFQxNzowNToxMi4zNDUwMDBaIiwiaWQiOiIwYjZmMmM0ZS04ZDFhLTRmM2ItOWMyZS01YTdkMWU5ZjNiMjEifQ"
                     *     }
                     */
                    "application/json": components["schemas"]["RequestLogList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRequestLog: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador del registro (no es el X-Request-Id: para buscar por X-Request-Id usa el filtro requestId) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La solicitud */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0b6f2c4e-8d1a-4f3b-9c2e-5a7d1e9f3b21",
                     *       "requestId": "req_4f9a1c2b7d3e4a5f8b6c0d1e2f3a4b5c",
                     *       "createdAt": "2026-11-24T17:05:12.345Z",
                     *       "method": "POST",
                     *       "pathTemplate": "/orders",
                     *       "path": "/api/v1/orders",
                     *       "query": null,
                     *       "status": 400,
                     *       "errorCode": "validation_error",
                     *       "durationMs": 12,
                     *       "apiKeyId": "5d2e8f1a-3b4c-4d6e-8f9a-1b2c3d4e5f60",
                     *       "apiKeyName": "Servidor de producción",
                     *       "ip": "203.0.113.7",
                     *       "userAgent": "mi-tienda/2.3 node-fetch",
                     *       "requestBody": "{\"receiverName\":\"Ana\",\"apiKey\":\"[REDACTADO]\",\"card\":\"[REDACTADO]\"}",
                     *       "responseBody": "{\"error\":\"El campo pickupAddress es obligatorio.\"}"
                     *     }
                     */
                    "application/json": components["schemas"]["RequestLogDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAdjustments: {
        parameters: {
            query?: {
                /** @description Solo ajustes en este estado: open (abierto), disputed (en disputa), accepted (disputa aceptada) o rejected (disputa rechazada) */
                status?: "open" | "disputed" | "accepted" | "rejected";
                /** @description Desde esta fecha de registro, incluida (ISO 8601): 2026-11-01 o 2026-11-01T00:00:00Z; sin desfase horario se toma como UTC */
                dateFrom?: string;
                /** @description Hasta esta fecha de registro (ISO 8601): 2026-11-30 cubre el día completo; con hora, hasta ese momento incluido */
                dateTo?: string;
                /** @description Ajustes por página (1 a 100; 50 por omisión) */
                limit?: number;
                cursor?: string;
            };
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Una página de ajustes */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "7a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d",
                     *           "orderId": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                     *           "internalReference": "PED-1042",
                     *           "trackingNumber": "MX1234567890123452",
                     *           "provider": "sandbox",
                     *           "providerReference": "MED-2026-000871",
                     *           "status": "open",
                     *           "declared": {
                     *             "weightKg": 2,
                     *             "dimensionsCm": {
                     *               "length": 30,
                     *               "width": 20,
                     *               "height": 15
                     *             }
                     *           },
                     *           "measured": {
                     *             "weightKg": 4,
                     *             "dimensionsCm": {
                     *               "length": 30,
                     *               "width": 20,
                     *               "height": 15
                     *             }
                     *           },
                     *           "declaredChargeableWeightKg": 2,
                     *           "measuredChargeableWeightKg": 4,
                     *           "previousTotal": 150,
                     *           "newTotal": 185,
                     *           "amount": 35,
                     *           "pricing": {
                     *             "base": 120,
                     *             "extraWeight": 45,
                     *             "interRegionSurcharge": 20,
                     *             "codFee": 0,
                     *             "insurance": 0,
                     *             "total": 185,
                     *             "before": 150
                     *           },
                     *           "photoUrl": "https://proveedor.example.com/mediciones/MED-2026-000871.jpg",
                     *           "measuredAt": "2026-11-24T15:30:00.000Z",
                     *           "disputeDeadlineAt": "2026-12-01T15:30:05.000Z",
                     *           "disputedAt": null,
                     *           "disputeComment": null,
                     *           "disputeDeclared": null,
                     *           "decidedAt": null,
                     *           "decisionReason": null,
                     *           "createdAt": "2026-11-24T15:30:05.000Z",
                     *           "updatedAt": "2026-11-24T15:30:05.000Z"
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["AdjustmentList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdjustment: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador del ajuste */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El ajuste con su evidencia */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "7a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d",
                     *       "orderId": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                     *       "internalReference": "PED-1042",
                     *       "trackingNumber": "MX1234567890123452",
                     *       "provider": "sandbox",
                     *       "providerReference": "MED-2026-000871",
                     *       "status": "open",
                     *       "declared": {
                     *         "weightKg": 2,
                     *         "dimensionsCm": {
                     *           "length": 30,
                     *           "width": 20,
                     *           "height": 15
                     *         }
                     *       },
                     *       "measured": {
                     *         "weightKg": 4,
                     *         "dimensionsCm": {
                     *           "length": 30,
                     *           "width": 20,
                     *           "height": 15
                     *         }
                     *       },
                     *       "declaredChargeableWeightKg": 2,
                     *       "measuredChargeableWeightKg": 4,
                     *       "previousTotal": 150,
                     *       "newTotal": 185,
                     *       "amount": 35,
                     *       "pricing": {
                     *         "base": 120,
                     *         "extraWeight": 45,
                     *         "interRegionSurcharge": 20,
                     *         "codFee": 0,
                     *         "insurance": 0,
                     *         "total": 185,
                     *         "before": 150
                     *       },
                     *       "photoUrl": "https://proveedor.example.com/mediciones/MED-2026-000871.jpg",
                     *       "measuredAt": "2026-11-24T15:30:00.000Z",
                     *       "disputeDeadlineAt": "2026-12-01T15:30:05.000Z",
                     *       "disputedAt": null,
                     *       "disputeComment": null,
                     *       "disputeDeclared": null,
                     *       "decidedAt": null,
                     *       "decisionReason": null,
                     *       "createdAt": "2026-11-24T15:30:05.000Z",
                     *       "updatedAt": "2026-11-24T15:30:05.000Z",
                     *       "decisionReference": null,
                     *       "evidence": [
                     *         {
                     *           "id": "0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
                     *           "kind": "scale",
                     *           "mediaType": "image/jpeg",
                     *           "byteSize": 184233,
                     *           "width": 1600,
                     *           "height": 1200,
                     *           "sha256": "9f2c4b7d0e1a3c5f7b9d1e3a5c7f9b1d3e5a7c9f1b3d5e7a9c1f3b5d7e9a1c3f",
                     *           "createdAt": "2026-11-24T10:02:11.000Z",
                     *           "url": "/api/v1/evidence-photos/0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["DisputedAdjustment"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    simulateMeasurement: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Es el nombre estándar; también se acepta X-Idempotency-Key (si llegan ambos con valores distintos, 400).
                 * @example pedido-PED-1001
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Nombre original del encabezado, con el mismo efecto que Idempotency-Key.
                 * @example pedido-PED-1001
                 */
                "X-Idempotency-Key"?: components["parameters"]["XIdempotencyKey"];
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador del pedido (orderId) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "weightKg": 4,
                 *       "dimensionsCm": {
                 *         "length": 30,
                 *         "width": 20,
                 *         "height": 15
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["SandboxMeasureRequest"];
            };
        };
        responses: {
            /** @description Medición registrada (o la misma referencia otra vez: outcome duplicate) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "received": true,
                     *       "type": "measurement",
                     *       "orderId": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                     *       "trackingNumber": "MX1234567890123452",
                     *       "outcome": "charged",
                     *       "adjustment": {
                     *         "id": "7a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d",
                     *         "orderId": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                     *         "internalReference": "PED-1042",
                     *         "trackingNumber": "MX1234567890123452",
                     *         "provider": "sandbox",
                     *         "providerReference": "MED-2026-000871",
                     *         "status": "open",
                     *         "declared": {
                     *           "weightKg": 2,
                     *           "dimensionsCm": {
                     *             "length": 30,
                     *             "width": 20,
                     *             "height": 15
                     *           }
                     *         },
                     *         "measured": {
                     *           "weightKg": 4,
                     *           "dimensionsCm": {
                     *             "length": 30,
                     *             "width": 20,
                     *             "height": 15
                     *           }
                     *         },
                     *         "declaredChargeableWeightKg": 2,
                     *         "measuredChargeableWeightKg": 4,
                     *         "previousTotal": 150,
                     *         "newTotal": 185,
                     *         "amount": 35,
                     *         "pricing": {
                     *           "base": 120,
                     *           "extraWeight": 45,
                     *           "interRegionSurcharge": 20,
                     *           "codFee": 0,
                     *           "insurance": 0,
                     *           "total": 185,
                     *           "before": 150
                     *         },
                     *         "photoUrl": "https://proveedor.example.com/mediciones/MED-2026-000871.jpg",
                     *         "measuredAt": "2026-11-24T15:30:00.000Z",
                     *         "disputeDeadlineAt": "2026-12-01T15:30:05.000Z",
                     *         "disputedAt": null,
                     *         "disputeComment": null,
                     *         "disputeDeclared": null,
                     *         "decidedAt": null,
                     *         "decisionReason": null,
                     *         "createdAt": "2026-11-24T15:30:05.000Z",
                     *         "updatedAt": "2026-11-24T15:30:05.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MeasurementReportResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    disputeAdjustment: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Es el nombre estándar; también se acepta X-Idempotency-Key (si llegan ambos con valores distintos, 400).
                 * @example pedido-PED-1001
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Nombre original del encabezado, con el mismo efecto que Idempotency-Key.
                 * @example pedido-PED-1001
                 */
                "X-Idempotency-Key"?: components["parameters"]["XIdempotencyKey"];
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador del ajuste */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "weightKg": 2,
                 *       "lengthCm": 30,
                 *       "widthCm": 20,
                 *       "heightCm": 15,
                 *       "comment": "El paquete salió pesado y medido en nuestra báscula: 2 kg, 30 × 20 × 15 cm.",
                 *       "photos": [
                 *         {
                 *           "mediaType": "image/jpeg",
                 *           "data": "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/2Q=="
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["DisputeRequest"];
                "multipart/form-data": {
                    /** @description Peso que declaras, en kg (por ejemplo 2.5) */
                    weightKg: string;
                    /** @description Largo en cm */
                    lengthCm: string;
                    /** @description Ancho en cm */
                    widthCm: string;
                    /** @description Alto en cm */
                    heightCm: string;
                    /** @description Tu explicación (hasta 2000 caracteres) */
                    comment?: string;
                    /** @description Hasta 5 fotos JPEG o PNG de hasta 8 MB cada una (también se acepta el campo photos) */
                    "photos[]"?: string[];
                };
            };
        };
        responses: {
            /** @description El ajuste disputado (en el sandbox, ya decidido) con su evidencia */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "7a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d",
                     *       "orderId": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                     *       "internalReference": "PED-1042",
                     *       "trackingNumber": "MX1234567890123452",
                     *       "provider": "sandbox",
                     *       "providerReference": "MED-2026-000871",
                     *       "status": "disputed",
                     *       "declared": {
                     *         "weightKg": 2,
                     *         "dimensionsCm": {
                     *           "length": 30,
                     *           "width": 20,
                     *           "height": 15
                     *         }
                     *       },
                     *       "measured": {
                     *         "weightKg": 4,
                     *         "dimensionsCm": {
                     *           "length": 30,
                     *           "width": 20,
                     *           "height": 15
                     *         }
                     *       },
                     *       "declaredChargeableWeightKg": 2,
                     *       "measuredChargeableWeightKg": 4,
                     *       "previousTotal": 150,
                     *       "newTotal": 185,
                     *       "amount": 35,
                     *       "pricing": {
                     *         "base": 120,
                     *         "extraWeight": 45,
                     *         "interRegionSurcharge": 20,
                     *         "codFee": 0,
                     *         "insurance": 0,
                     *         "total": 185,
                     *         "before": 150
                     *       },
                     *       "photoUrl": "https://proveedor.example.com/mediciones/MED-2026-000871.jpg",
                     *       "measuredAt": "2026-11-24T15:30:00.000Z",
                     *       "disputeDeadlineAt": "2026-12-01T15:30:05.000Z",
                     *       "disputedAt": "2026-11-25T09:12:40.000Z",
                     *       "disputeComment": "El paquete salió pesado y medido en nuestra báscula: 2 kg, 30 × 20 × 15 cm.",
                     *       "disputeDeclared": {
                     *         "weightKg": 2,
                     *         "dimensionsCm": {
                     *           "length": 30,
                     *           "width": 20,
                     *           "height": 15
                     *         }
                     *       },
                     *       "decidedAt": null,
                     *       "decisionReason": null,
                     *       "createdAt": "2026-11-24T15:30:05.000Z",
                     *       "updatedAt": "2026-11-25T09:12:40.000Z",
                     *       "decisionReference": null,
                     *       "evidence": [
                     *         {
                     *           "id": "0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
                     *           "kind": "scale",
                     *           "mediaType": "image/jpeg",
                     *           "byteSize": 184233,
                     *           "width": 1600,
                     *           "height": 1200,
                     *           "sha256": "9f2c4b7d0e1a3c5f7b9d1e3a5c7f9b1d3e5a7c9f1b3d5e7a9c1f3b5d7e9a1c3f",
                     *           "createdAt": "2026-11-24T10:02:11.000Z",
                     *           "url": "/api/v1/evidence-photos/0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f"
                     *         },
                     *         {
                     *           "id": "5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9",
                     *           "kind": "dispute",
                     *           "mediaType": "image/jpeg",
                     *           "byteSize": 211904,
                     *           "width": 2048,
                     *           "height": 1536,
                     *           "sha256": "1a3c5e7f9b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a3c5e7b9d1f3a",
                     *           "createdAt": "2026-11-25T09:12:40.000Z",
                     *           "url": "/api/v1/evidence-photos/5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["DisputedAdjustment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEvidencePhoto: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador de la foto */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La foto */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    /** @description El SHA-256 de la foto */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listLedger: {
        parameters: {
            query?: {
                /** @description Desde esta fecha, incluida (ISO 8601): 2026-11-01 o 2026-11-01T00:00:00-06:00; sin desfase horario se toma como UTC */
                dateFrom?: string;
                /** @description Hasta esta fecha (ISO 8601): 2026-11-30 cubre el día completo; con hora, hasta ese momento incluido */
                dateTo?: string;
                /** @description Solo movimientos de estos tipos, separados por comas (por ejemplo, label,refund): topup, manual_credit, label, refund, adjustment, dispute_refund, cod_fee, cod_payout */
                kind?: string;
                /** @description Movimientos por página (1 a 100; 50 por omisión) */
                limit?: number;
                cursor?: string;
            };
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Una página de movimientos */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "5d2e8f1a-3b4c-4d6e-8f9a-1b2c3d4e5f60",
                     *           "kind": "adjustment",
                     *           "kindLabel": "Ajuste de peso",
                     *           "amount": -35,
                     *           "balanceAfter": -12.5,
                     *           "orderId": "0b6f2c4e-8d1a-4f3b-9c2e-5a7d1e9f3b21",
                     *           "batchId": null,
                     *           "adjustmentId": "7a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d",
                     *           "description": "Ajuste por peso medido: 3.2 kg (declarado 2 kg)",
                     *           "createdAt": "2026-11-24T15:30:05.000Z"
                     *         }
                     *       ],
                     *       "nextCursor": "eyJ2IjoxLCJ0IjoiMjAyNi0xMS0yNFQxNTozMDowNS4wMDAwMDBaIiwiaWQiOiI1ZDJlOGYxYS0zYjRjLTRkNmUtOGY5YS0xYjJjM2Q0ZTVmNjAifQ"
                     *     }
                     */
                    "application/json": components["schemas"]["LedgerEntryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStatement: {
        parameters: {
            query?: {
                /** @description json (por omisión), csv o pdf: el mismo estado de cuenta como archivo para descargar */
                format?: "json" | "csv" | "pdf";
            };
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description El mes, AAAA-MM, en hora de la Ciudad de México (el actual o uno anterior) */
                month: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El estado de cuenta (o su CSV o PDF con format=csv o format=pdf) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    /** @description Solo CSV y PDF: attachment; filename="estado-de-cuenta-AAAA-MM.csv" (o .pdf) */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "month": "2026-11",
                     *       "from": "2026-11-01T00:00:00-06:00",
                     *       "to": "2026-12-01T00:00:00-06:00",
                     *       "organization": {
                     *         "id": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                     *         "name": "Tienda Ñandú"
                     *       },
                     *       "openingBalance": 1200,
                     *       "totalsByKind": [
                     *         {
                     *           "kind": "topup",
                     *           "kindLabel": "Recarga",
                     *           "total": 2000,
                     *           "count": 1
                     *         },
                     *         {
                     *           "kind": "label",
                     *           "kindLabel": "Guía",
                     *           "total": -1890.5,
                     *           "count": 10
                     *         },
                     *         {
                     *           "kind": "refund",
                     *           "kindLabel": "Reembolso",
                     *           "total": 189.05,
                     *           "count": 1
                     *         },
                     *         {
                     *           "kind": "adjustment",
                     *           "kindLabel": "Ajuste de peso",
                     *           "total": -35,
                     *           "count": 1
                     *         }
                     *       ],
                     *       "closingBalance": 1463.55,
                     *       "entryCount": 13,
                     *       "reconciled": true
                     *     }
                     */
                    "application/json": components["schemas"]["Statement"];
                    /**
                     * @example Sección,Fecha (Ciudad de México),Tipo,Descripción,Monto (MXN),Saldo después (MXN),ID del pedido,ID del lote,ID del ajuste,ID del movimiento
                     *     Resumen,,Saldo inicial,Saldo al iniciar 2026-11,1200,,,,,
                     */
                    "text/csv": string;
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAutoRecharge: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La recarga automática */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "configured": true,
                     *       "enabled": true,
                     *       "status": "active",
                     *       "suspendedReason": null,
                     *       "suspendedAt": null,
                     *       "threshold": 500,
                     *       "amount": 2000,
                     *       "period": "week",
                     *       "payerClabe": "002010077777777771",
                     *       "payerName": "Tienda Ejemplo SA de CV",
                     *       "mandateReference": "MANDATO-2026-0042",
                     *       "updatedAt": "2026-11-28T15:00:00.000Z",
                     *       "lastDebit": {
                     *         "status": "succeeded",
                     *         "amount": 2000,
                     *         "period": "2026-W48",
                     *         "bankReference": "DOM20261128000123456",
                     *         "failureReason": null,
                     *         "requestedAt": "2026-11-28T16:20:00.000Z",
                     *         "settledAt": "2026-11-28T16:20:01.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AutoRecharge"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateAutoRecharge: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "enabled": true,
                 *       "threshold": 500,
                 *       "amount": 2000,
                 *       "period": "week",
                 *       "payerClabe": "002010077777777771",
                 *       "payerName": "Tienda Ejemplo SA de CV",
                 *       "mandateReference": "MANDATO-2026-0042"
                 *     }
                 */
                "application/json": components["schemas"]["AutoRechargeUpdateRequest"];
            };
        };
        responses: {
            /** @description La recarga automática guardada */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "configured": true,
                     *       "enabled": true,
                     *       "status": "active",
                     *       "suspendedReason": null,
                     *       "suspendedAt": null,
                     *       "threshold": 500,
                     *       "amount": 2000,
                     *       "period": "week",
                     *       "payerClabe": "002010077777777771",
                     *       "payerName": "Tienda Ejemplo SA de CV",
                     *       "mandateReference": "MANDATO-2026-0042",
                     *       "updatedAt": "2026-11-28T15:00:00.000Z",
                     *       "lastDebit": {
                     *         "status": "succeeded",
                     *         "amount": 2000,
                     *         "period": "2026-W48",
                     *         "bankReference": "DOM20261128000123456",
                     *         "failureReason": null,
                     *         "requestedAt": "2026-11-28T16:20:00.000Z",
                     *         "settledAt": "2026-11-28T16:20:01.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AutoRecharge"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportOrders: {
        parameters: {
            query?: {
                status?: components["schemas"]["OrderStatus"];
                /** @description Desde esta fecha, incluida (ISO 8601): 2026-11-01 o 2026-11-01T00:00:00Z; sin desfase horario se toma como UTC */
                dateFrom?: string;
                /** @description Hasta esta fecha (ISO 8601): 2026-11-30 cubre el día completo; con hora, hasta ese momento incluido */
                dateTo?: string;
                /** @description Busca por id del pedido, referencia, número de guía, número de rastreo, nombre, teléfono o correo del destinatario y código postal de destino: cada palabra encuentra el principio de una palabra del pedido, y un teléfono también por sus últimos dígitos (al menos 3 caracteres; sin distinguir mayúsculas ni acentos) */
                q?: string;
                /** @description Solo pedidos de este servicio: standard (Estándar), express o same_day (Mismo día) */
                service?: components["schemas"]["ShipmentType"];
            };
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo CSV */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    /** @description attachment; filename="envios-AAAA-MM-DD.csv" (movimientos-AAAA-MM-DD.csv para el saldo) */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportLedger: {
        parameters: {
            query?: {
                /** @description Desde esta fecha, incluida (ISO 8601): 2026-11-01 o 2026-11-01T00:00:00-06:00; sin desfase horario se toma como UTC */
                dateFrom?: string;
                /** @description Hasta esta fecha (ISO 8601): 2026-11-30 cubre el día completo; con hora, hasta ese momento incluido */
                dateTo?: string;
            };
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo CSV */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    /** @description attachment; filename="envios-AAAA-MM-DD.csv" (movimientos-AAAA-MM-DD.csv para el saldo) */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCodSummary: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Los contadores */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "pending": {
                     *         "count": 12,
                     *         "amount": 10450
                     *       },
                     *       "collected": {
                     *         "count": 5,
                     *         "amount": 4120.5
                     *       },
                     *       "remitted": {
                     *         "count": 0,
                     *         "amount": 0
                     *       },
                     *       "paidOut": {
                     *         "count": 31,
                     *         "amount": 26870
                     *       },
                     *       "refused": {
                     *         "count": 2,
                     *         "amount": 1300
                     *       },
                     *       "lost": {
                     *         "count": 1,
                     *         "amount": 640
                     *       },
                     *       "discrepancies": {
                     *         "count": 1,
                     *         "amount": -50
                     *       },
                     *       "overdue": {
                     *         "count": 1,
                     *         "amount": 900
                     *       },
                     *       "overdueAfterDays": 15
                     *     }
                     */
                    "application/json": components["schemas"]["CodSummary"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCodOrders: {
        parameters: {
            query?: {
                /** @description Solo pedidos en este estado de cobro: pending (por cobrar; no incluye envíos cancelados), collected, remitted, paid_out, refused o lost */
                status?: "pending" | "collected" | "remitted" | "paid_out" | "refused" | "lost";
                /** @description open: solo con una diferencia de cobro por resolver; any: con cualquier diferencia (abierta, aceptada o reclamada) */
                discrepancy?: "open" | "any";
                /** @description Número de guía, número de rastreo o referencia del pedido, completos (sin distinguir mayúsculas) */
                q?: string;
                /** @description Desde esta fecha de creación del pedido, incluida (ISO 8601): 2026-11-01 o 2026-11-01T00:00:00Z; sin desfase horario se toma como UTC */
                dateFrom?: string;
                /** @description Hasta esta fecha de creación del pedido (ISO 8601): 2026-11-30 cubre el día completo; con hora, hasta ese momento incluido */
                dateTo?: string;
                /** @description Pedidos por página (1 a 100; 50 por omisión) */
                limit?: number;
                cursor?: string;
            };
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Una página de pedidos contra entrega */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "orderId": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                     *           "internalReference": "PED-1042",
                     *           "guideNumber": "SBX1234567890",
                     *           "trackingNumber": "MX1234567890123452",
                     *           "orderStatus": "delivered",
                     *           "codStatus": "collected",
                     *           "expectedAmount": 850,
                     *           "collectedAmount": 800,
                     *           "collectedAt": "2026-11-24T18:02:00.000Z",
                     *           "courierReference": "COB-88123",
                     *           "discrepancy": -50,
                     *           "discrepancyStatus": "open",
                     *           "discrepancyResolvedAt": null,
                     *           "refusedAt": null,
                     *           "refusedReason": null,
                     *           "lostAt": null,
                     *           "remittedAmount": null,
                     *           "remittedAt": null,
                     *           "feeDeducted": 0,
                     *           "paidOutAmount": null,
                     *           "paidOutAt": null,
                     *           "createdAt": "2026-11-22T16:40:11.000Z"
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["CodOrderList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportCodOrders: {
        parameters: {
            query?: {
                /** @description Solo pedidos en este estado de cobro: pending (por cobrar; no incluye envíos cancelados), collected, remitted, paid_out, refused o lost */
                status?: "pending" | "collected" | "remitted" | "paid_out" | "refused" | "lost";
                /** @description open: solo con una diferencia de cobro por resolver; any: con cualquier diferencia (abierta, aceptada o reclamada) */
                discrepancy?: "open" | "any";
                /** @description Número de guía, número de rastreo o referencia del pedido, completos (sin distinguir mayúsculas) */
                q?: string;
                /** @description Desde esta fecha de creación del pedido, incluida (ISO 8601): 2026-11-01 o 2026-11-01T00:00:00Z; sin desfase horario se toma como UTC */
                dateFrom?: string;
                /** @description Hasta esta fecha de creación del pedido (ISO 8601): 2026-11-30 cubre el día completo; con hora, hasta ese momento incluido */
                dateTo?: string;
            };
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo CSV */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    /** @description attachment; filename="contra-entrega-AAAA-MM-DD.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resolveCodDiscrepancy: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Es el nombre estándar; también se acepta X-Idempotency-Key (si llegan ambos con valores distintos, 400).
                 * @example pedido-PED-1001
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Nombre original del encabezado, con el mismo efecto que Idempotency-Key.
                 * @example pedido-PED-1001
                 */
                "X-Idempotency-Key"?: components["parameters"]["XIdempotencyKey"];
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador del pedido (orderId) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "claim",
                 *       "comment": "El repartidor reportó $800; el cliente pagó $850 según su recibo."
                 *     }
                 */
                "application/json": components["schemas"]["ResolveCodDiscrepancyRequest"];
            };
        };
        responses: {
            /** @description El pedido con la diferencia resuelta */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "orderId": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                     *       "internalReference": "PED-1042",
                     *       "guideNumber": "SBX1234567890",
                     *       "trackingNumber": "MX1234567890123452",
                     *       "orderStatus": "delivered",
                     *       "codStatus": "collected",
                     *       "expectedAmount": 850,
                     *       "collectedAmount": 800,
                     *       "collectedAt": "2026-11-24T18:02:00.000Z",
                     *       "courierReference": "COB-88123",
                     *       "discrepancy": -50,
                     *       "discrepancyStatus": "claimed",
                     *       "discrepancyResolvedAt": "2026-11-25T09:12:40.000Z",
                     *       "refusedAt": null,
                     *       "refusedReason": null,
                     *       "lostAt": null,
                     *       "remittedAmount": null,
                     *       "remittedAt": null,
                     *       "feeDeducted": 0,
                     *       "paidOutAmount": null,
                     *       "paidOutAt": null,
                     *       "createdAt": "2026-11-22T16:40:11.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CodOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    receiveProviderReport: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "value": "MX1234567890123452",
                 *       "location": "Ciudad de México",
                 *       "latitud": "19.4326",
                 *       "longitud": "-99.1332",
                 *       "observations": "",
                 *       "dateTimeISO": "2026-11-21T18:30:00.000Z",
                 *       "StatusObj": {
                 *         "code": "picked_up",
                 *         "description": "Paquete recolectado"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ProviderReportInput"] | components["schemas"]["MeasurementReportInput"] | components["schemas"]["DisputeDecisionReportInput"] | components["schemas"]["CodCollectionReportInput"];
            };
        };
        responses: {
            /** @description Reporte recibido: de estado (aplicado, duplicado o histórico) o medición (cargo, abono, sin cambio o duplicado) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "received": true,
                     *       "orderId": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                     *       "trackingNumber": "MX1234567890123452",
                     *       "status": "picked_up",
                     *       "applied": true,
                     *       "outcome": "applied"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        received: true;
                        /** Format: uuid */
                        orderId: string;
                        trackingNumber: string;
                        /** @enum {string} */
                        status: "pending" | "created" | "picked_up" | "in_transit" | "out_for_delivery" | "delivered" | "failed" | "cancelled" | "return_requested" | "return_approved" | "returned";
                        applied: boolean;
                        /** @enum {string} */
                        outcome: "applied" | "duplicate" | "stale" | "same_status";
                    } | components["schemas"]["MeasurementReportResult"] | components["schemas"]["DisputeDecisionResult"] | components["schemas"]["CodCollectionResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    importCodRemittance: {
        parameters: {
            query?: {
                /** @description Referencia de la remesa, si el archivo no trae la columna referencia_remesa (si la trae, deben coincidir) */
                reference?: string;
            };
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example guia,monto,fecha_cobro,referencia_remesa
                 *     SBX1234567890,1250.00,2026-11-27,REM-2026-0042
                 *     SBX1234567891,899.50,2026-11-27,REM-2026-0042
                 */
                "text/csv": string;
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                    reference?: string;
                };
            };
        };
        responses: {
            /** @description La referencia ya se había importado: el reporte de entonces (duplicate: true); no se aplicó nada */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "4c3b2a19-8f7e-4d6c-9b5a-0e1f2a3b4c5d",
                     *       "reference": "REM-2026-0042",
                     *       "duplicate": true,
                     *       "source": "api",
                     *       "fileName": "remesa-2026-11-27.csv",
                     *       "importedBy": "tesoreria",
                     *       "createdAt": "2026-11-28T16:00:00.000Z",
                     *       "lineCount": 2,
                     *       "total": 2149.5,
                     *       "matchedCount": 1,
                     *       "matchedTotal": 1250,
                     *       "outcomes": {
                     *         "matched": 1,
                     *         "amount_differs": 1,
                     *         "unknown_guide": 0,
                     *         "not_collected": 0,
                     *         "already_remitted": 0
                     *       },
                     *       "lines": [],
                     *       "nextAfterLine": null
                     *     }
                     */
                    "application/json": components["schemas"]["CodRemittanceReport"];
                };
            };
            /** @description Remesa importada: el reporte por línea */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "4c3b2a19-8f7e-4d6c-9b5a-0e1f2a3b4c5d",
                     *       "reference": "REM-2026-0042",
                     *       "duplicate": false,
                     *       "source": "api",
                     *       "fileName": "remesa-2026-11-27.csv",
                     *       "importedBy": "tesoreria",
                     *       "createdAt": "2026-11-28T16:00:00.000Z",
                     *       "lineCount": 2,
                     *       "total": 2149.5,
                     *       "matchedCount": 1,
                     *       "matchedTotal": 1250,
                     *       "outcomes": {
                     *         "matched": 1,
                     *         "amount_differs": 1,
                     *         "unknown_guide": 0,
                     *         "not_collected": 0,
                     *         "already_remitted": 0
                     *       },
                     *       "lines": [
                     *         {
                     *           "lineNumber": 3,
                     *           "trackingNumber": "SBX1234567891",
                     *           "amount": 899.5,
                     *           "collectedOn": "2026-11-27",
                     *           "outcome": "amount_differs",
                     *           "orderId": "7a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d",
                     *           "message": "La remesa trae $899.50 MXN y el cobro registrado es de $950.00 MXN; no se movió dinero."
                     *         }
                     *       ],
                     *       "nextAfterLine": null
                     *     }
                     */
                    "application/json": components["schemas"]["CodRemittanceReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCodRemittance: {
        parameters: {
            query?: {
                /** @description Solo las líneas después de esta (nextAfterLine) */
                afterLine?: number;
                /** @description Líneas por página (hasta 1000) */
                limit?: number;
            };
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador de la remesa */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La remesa y una página de sus líneas */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "4c3b2a19-8f7e-4d6c-9b5a-0e1f2a3b4c5d",
                     *       "reference": "REM-2026-0042",
                     *       "duplicate": false,
                     *       "source": "api",
                     *       "fileName": "remesa-2026-11-27.csv",
                     *       "importedBy": "tesoreria",
                     *       "createdAt": "2026-11-28T16:00:00.000Z",
                     *       "lineCount": 2,
                     *       "total": 2149.5,
                     *       "matchedCount": 1,
                     *       "matchedTotal": 1250,
                     *       "outcomes": {
                     *         "matched": 1,
                     *         "amount_differs": 1,
                     *         "unknown_guide": 0,
                     *         "not_collected": 0,
                     *         "already_remitted": 0
                     *       },
                     *       "lines": [],
                     *       "nextAfterLine": null
                     *     }
                     */
                    "application/json": components["schemas"]["CodRemittanceReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCodSettings: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La configuración */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "feeMode": "deduct",
                     *       "payoutClabe": "002010077777777771",
                     *       "payoutBeneficiary": "Tienda Ejemplo SA de CV",
                     *       "updatedAt": "2026-11-28T15:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CodSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCodSettings: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "feeMode": "deduct",
                 *       "payoutClabe": "002010077777777771",
                 *       "payoutBeneficiary": "Tienda Ejemplo SA de CV"
                 *     }
                 */
                "application/json": components["schemas"]["CodSettingsUpdateRequest"];
            };
        };
        responses: {
            /** @description La configuración guardada */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "feeMode": "deduct",
                     *       "payoutClabe": "002010077777777771",
                     *       "payoutBeneficiary": "Tienda Ejemplo SA de CV",
                     *       "updatedAt": "2026-11-28T15:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CodSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCodPayoutBatches: {
        parameters: {
            query?: {
                status?: "open" | "exported" | "paid";
            };
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Los lotes */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "5b7c1d2e-3f4a-4b5c-8d6e-7f8a9b0c1d2e",
                     *           "organizationId": "0e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b",
                     *           "organizationName": "Tienda Ejemplo",
                     *           "status": "exported",
                     *           "reference": "COD5B7C1D2E",
                     *           "clabe": "002010077777777771",
                     *           "beneficiary": "Tienda Ejemplo SA de CV",
                     *           "total": 2075,
                     *           "orderCount": 3,
                     *           "createdAt": "2026-11-27T18:00:00.000Z",
                     *           "exportedAt": "2026-11-28T09:00:00.000Z",
                     *           "paidAt": null,
                     *           "bankReference": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["CodPayoutBatch"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportCodPayoutBatch: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador del lote de pago */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo CSV para el banco */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    /** @description attachment; filename="pagos-contra-entrega-COD….csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    markCodPayoutBatchPaid: {
        parameters: {
            query: {
                bankReference: string;
            };
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador del lote de pago */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El lote pagado */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "batch": {
                     *         "id": "5b7c1d2e-3f4a-4b5c-8d6e-7f8a9b0c1d2e",
                     *         "organizationId": "0e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b",
                     *         "organizationName": "Tienda Ejemplo",
                     *         "status": "paid",
                     *         "reference": "COD5B7C1D2E",
                     *         "clabe": "002010077777777771",
                     *         "beneficiary": "Tienda Ejemplo SA de CV",
                     *         "total": 2075,
                     *         "orderCount": 3,
                     *         "createdAt": "2026-11-27T18:00:00.000Z",
                     *         "exportedAt": "2026-11-28T09:00:00.000Z",
                     *         "paidAt": "2026-11-28T12:00:00.000Z",
                     *         "bankReference": "SPEI-889911"
                     *       },
                     *       "paidOrders": 3,
                     *       "alreadyPaid": false
                     *     }
                     */
                    "application/json": {
                        batch: components["schemas"]["CodPayoutBatch"];
                        paidOrders: number;
                        alreadyPaid: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listInvoices: {
        parameters: {
            query?: {
                status?: "pending_stamp" | "stamped" | "cancellation_pending" | "cancelled" | "failed";
                /** @description Creadas desde esta fecha, incluida (ISO 8601): 2026-11-01 */
                from?: string;
                /** @description Creadas hasta esta fecha: 2026-11-30 cubre el día completo */
                to?: string;
                /** @description Facturas por página (1 a 100; 50 por omisión) */
                limit?: number;
                cursor?: string;
            };
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Una página de facturas */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
                     *           "kind": "topup",
                     *           "period": null,
                     *           "series": "EMX",
                     *           "folio": 12,
                     *           "status": "stamped",
                     *           "statusLabel": "Timbrada",
                     *           "receiver": {
                     *             "rfc": "TEJ101010AB1",
                     *             "legalName": "TIENDA EJEMPLO",
                     *             "taxRegime": "601",
                     *             "postalCode": "06600",
                     *             "cfdiUse": "G03"
                     *           },
                     *           "subtotal": 1000,
                     *           "tax": 160,
                     *           "total": 1160,
                     *           "issuedAt": "2026-11-28T10:15:00",
                     *           "uuid": "66933DFF-5507-5460-9EF0-9D0BB068A54A",
                     *           "stampedAt": "2026-11-28T16:15:03.000Z",
                     *           "cancellationReason": null,
                     *           "substituteUuid": null,
                     *           "cancellationRequestedAt": null,
                     *           "cancelledAt": null,
                     *           "failedAt": null,
                     *           "failureReason": null,
                     *           "replacesInvoiceId": null,
                     *           "relatedUuid": null,
                     *           "createdAt": "2026-11-28T16:15:00.000Z"
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["InvoiceList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInvoice: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador de la factura */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La factura */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "kind": "topup",
                     *       "period": null,
                     *       "series": "EMX",
                     *       "folio": 12,
                     *       "status": "stamped",
                     *       "statusLabel": "Timbrada",
                     *       "receiver": {
                     *         "rfc": "TEJ101010AB1",
                     *         "legalName": "TIENDA EJEMPLO",
                     *         "taxRegime": "601",
                     *         "postalCode": "06600",
                     *         "cfdiUse": "G03"
                     *       },
                     *       "subtotal": 1000,
                     *       "tax": 160,
                     *       "total": 1160,
                     *       "issuedAt": "2026-11-28T10:15:00",
                     *       "uuid": "66933DFF-5507-5460-9EF0-9D0BB068A54A",
                     *       "stampedAt": "2026-11-28T16:15:03.000Z",
                     *       "cancellationReason": null,
                     *       "substituteUuid": null,
                     *       "cancellationRequestedAt": null,
                     *       "cancelledAt": null,
                     *       "failedAt": null,
                     *       "failureReason": null,
                     *       "replacesInvoiceId": null,
                     *       "relatedUuid": null,
                     *       "createdAt": "2026-11-28T16:15:00.000Z",
                     *       "topups": [
                     *         {
                     *           "ledgerEntryId": "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
                     *           "amount": 1160,
                     *           "description": "Transferencia SPEI recibida",
                     *           "createdAt": "2026-11-28T16:14:58.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["InvoiceDetail"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInvoiceXml: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador de la factura */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El CFDI en XML */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    /** @description attachment; filename="factura-<serie>-<folio>-<UUID>.xml" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInvoicePdf: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador de la factura */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El PDF */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    /** @description attachment; filename="factura-<serie>-<folio>-<UUID>.pdf" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelInvoice: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Es el nombre estándar; también se acepta X-Idempotency-Key (si llegan ambos con valores distintos, 400).
                 * @example pedido-PED-1001
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Nombre original del encabezado, con el mismo efecto que Idempotency-Key.
                 * @example pedido-PED-1001
                 */
                "X-Idempotency-Key"?: components["parameters"]["XIdempotencyKey"];
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Identificador de la factura */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "02"
                 *     }
                 */
                "application/json": components["schemas"]["CancelInvoiceRequest"];
            };
        };
        responses: {
            /** @description La factura después de la respuesta del PAC */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "kind": "topup",
                     *       "period": null,
                     *       "series": "EMX",
                     *       "folio": 12,
                     *       "status": "cancelled",
                     *       "statusLabel": "Cancelada",
                     *       "receiver": {
                     *         "rfc": "TEJ101010AB1",
                     *         "legalName": "TIENDA EJEMPLO",
                     *         "taxRegime": "601",
                     *         "postalCode": "06600",
                     *         "cfdiUse": "G03"
                     *       },
                     *       "subtotal": 1000,
                     *       "tax": 160,
                     *       "total": 1160,
                     *       "issuedAt": "2026-11-28T10:15:00",
                     *       "uuid": "66933DFF-5507-5460-9EF0-9D0BB068A54A",
                     *       "stampedAt": "2026-11-28T16:15:03.000Z",
                     *       "cancellationReason": "02",
                     *       "substituteUuid": null,
                     *       "cancellationRequestedAt": "2026-11-29T12:00:00.000Z",
                     *       "cancelledAt": "2026-11-29T12:00:02.000Z",
                     *       "failedAt": null,
                     *       "failureReason": null,
                     *       "replacesInvoiceId": null,
                     *       "relatedUuid": null,
                     *       "createdAt": "2026-11-28T16:15:00.000Z",
                     *       "topups": [
                     *         {
                     *           "ledgerEntryId": "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
                     *           "amount": 1160,
                     *           "description": "Transferencia SPEI recibida",
                     *           "createdAt": "2026-11-28T16:14:58.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["InvoiceDetail"];
                };
            };
            /** @description Motivo 01 sin substituteUuid: la factura (sigue timbrada, su cancelación pedida) y la sustituta emitida, pendiente de timbrar */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "invoice": {
                     *         "id": "8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
                     *         "kind": "topup",
                     *         "period": null,
                     *         "series": "EMX",
                     *         "folio": 12,
                     *         "status": "stamped",
                     *         "statusLabel": "Timbrada",
                     *         "receiver": {
                     *           "rfc": "TEJ101010AB1",
                     *           "legalName": "TIENDA EJEMPLO",
                     *           "taxRegime": "601",
                     *           "postalCode": "06600",
                     *           "cfdiUse": "G03"
                     *         },
                     *         "subtotal": 1000,
                     *         "tax": 160,
                     *         "total": 1160,
                     *         "issuedAt": "2026-11-28T10:15:00",
                     *         "uuid": "66933DFF-5507-5460-9EF0-9D0BB068A54A",
                     *         "stampedAt": "2026-11-28T16:15:03.000Z",
                     *         "cancellationReason": "01",
                     *         "substituteUuid": null,
                     *         "cancellationRequestedAt": "2026-11-29T12:00:00.000Z",
                     *         "cancelledAt": null,
                     *         "failedAt": null,
                     *         "failureReason": null,
                     *         "replacesInvoiceId": null,
                     *         "relatedUuid": null,
                     *         "createdAt": "2026-11-28T16:15:00.000Z",
                     *         "topups": [
                     *           {
                     *             "ledgerEntryId": "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
                     *             "amount": 1160,
                     *             "description": "Transferencia SPEI recibida",
                     *             "createdAt": "2026-11-28T16:14:58.000Z"
                     *           }
                     *         ]
                     *       },
                     *       "substitute": {
                     *         "id": "3f2e1d0c-9b8a-4c7d-8e6f-5a4b3c2d1e0f",
                     *         "kind": "topup",
                     *         "period": null,
                     *         "series": "EMX",
                     *         "folio": 13,
                     *         "status": "pending_stamp",
                     *         "statusLabel": "Pendiente de timbrar",
                     *         "receiver": {
                     *           "rfc": "TEJ101010AB1",
                     *           "legalName": "TIENDA EJEMPLO",
                     *           "taxRegime": "601",
                     *           "postalCode": "06600",
                     *           "cfdiUse": "G03"
                     *         },
                     *         "subtotal": 1000,
                     *         "tax": 160,
                     *         "total": 1160,
                     *         "issuedAt": "2026-11-29T06:00:00",
                     *         "uuid": null,
                     *         "stampedAt": null,
                     *         "cancellationReason": null,
                     *         "substituteUuid": null,
                     *         "cancellationRequestedAt": null,
                     *         "cancelledAt": null,
                     *         "failedAt": null,
                     *         "failureReason": null,
                     *         "replacesInvoiceId": "8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
                     *         "relatedUuid": "66933DFF-5507-5460-9EF0-9D0BB068A54A",
                     *         "createdAt": "2026-11-29T12:00:00.000Z",
                     *         "topups": [
                     *           {
                     *             "ledgerEntryId": "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
                     *             "amount": 1160,
                     *             "description": "Transferencia SPEI recibida",
                     *             "createdAt": "2026-11-28T16:14:58.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["InvoiceSubstitution"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getClabe: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La CLABE, el beneficiario y el banco */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "clabe": "646180000000000012",
                     *       "beneficiaryName": "Envios MX SA de CV",
                     *       "bankName": "STP",
                     *       "transfersEnabled": true
                     *     }
                     */
                    "application/json": components["schemas"]["OrganizationClabe"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDeposits: {
        parameters: {
            query?: {
                /** @description Solo depósitos en este estado: credited (abonado al saldo) o returned (devuelto al ordenante) */
                status?: "credited" | "returned";
                /** @description Depósitos por página (1 a 100; 50 por omisión) */
                limit?: number;
                cursor?: string;
            };
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Una página de depósitos */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
                     *           "trackingKey": "MBAN01002611280012345678",
                     *           "status": "credited",
                     *           "amount": 2320,
                     *           "amountText": "2320.00",
                     *           "currency": "MXN",
                     *           "clabe": "646180000000000012",
                     *           "payerName": "TIENDA ÑANDÚ SA DE CV",
                     *           "payerRfc": "TNA200101AB1",
                     *           "payerAccount": "012180004567890125",
                     *           "payerInstitution": "40012",
                     *           "concept": "RECARGA DE SALDO",
                     *           "numericReference": "1234567",
                     *           "operationDate": "2026-11-28",
                     *           "returnReason": null,
                     *           "returnReasonLabel": null,
                     *           "ledgerEntryId": "5d2e8f1a-3b4c-4d6e-8f9a-1b2c3d4e5f60",
                     *           "receivedAt": "2026-11-28T17:04:11.000Z"
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["DepositList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    simulateDeposit: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Es el nombre estándar; también se acepta X-Idempotency-Key (si llegan ambos con valores distintos, 400).
                 * @example pedido-PED-1001
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Clave única por organización (1 a 255 caracteres imprimibles), válida 24 h. Repetir la solicitud con la misma clave devuelve la respuesta guardada con `Idempotent-Replayed: true`; con otro cuerpo, 422; mientras la primera sigue en curso, 409. Nombre original del encabezado, con el mismo efecto que Idempotency-Key.
                 * @example pedido-PED-1001
                 */
                "X-Idempotency-Key"?: components["parameters"]["XIdempotencyKey"];
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 2320,
                 *       "payerName": "TIENDA ÑANDÚ SA DE CV",
                 *       "concept": "RECARGA DE SALDO"
                 *     }
                 */
                "application/json": components["schemas"]["SandboxDepositRequest"];
            };
        };
        responses: {
            /** @description El depósito que registró el aviso del banco */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "trackingKey": "MBAN01002611280012345678",
                     *       "status": "credited",
                     *       "amount": 2320,
                     *       "amountText": "2320.00",
                     *       "currency": "MXN",
                     *       "clabe": "646180000000000012",
                     *       "payerName": "TIENDA ÑANDÚ SA DE CV",
                     *       "payerRfc": "TNA200101AB1",
                     *       "payerAccount": "012180004567890125",
                     *       "payerInstitution": "40012",
                     *       "concept": "RECARGA DE SALDO",
                     *       "numericReference": "1234567",
                     *       "operationDate": "2026-11-28",
                     *       "returnReason": null,
                     *       "returnReasonLabel": null,
                     *       "ledgerEntryId": "5d2e8f1a-3b4c-4d6e-8f9a-1b2c3d4e5f60",
                     *       "receivedAt": "2026-11-28T17:04:11.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Deposit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    receiveBankDeposit: {
        parameters: {
            query?: never;
            header: {
                /** @description El identificador del mensaje (Standard Webhooks) */
                "webhook-id": string;
                /** @description Segundos desde 1970 al firmar; más de 5 minutos de diferencia se rechaza */
                "webhook-timestamp": string;
                /** @description v1,<HMAC-SHA256 en base64 de "webhook-id.webhook-timestamp.cuerpo"> */
                "webhook-signature": string;
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 3191365,
                 *       "fechaOperacion": 20261128,
                 *       "institucionOrdenante": 40012,
                 *       "institucionBeneficiaria": 90646,
                 *       "claveRastreo": "MBAN01002611280012345678",
                 *       "monto": 2320,
                 *       "nombreOrdenante": "TIENDA ÑANDÚ SA DE CV",
                 *       "tipoCuentaOrdenante": 40,
                 *       "cuentaOrdenante": "012180004567890125",
                 *       "rfcCurpOrdenante": "TNA200101AB1",
                 *       "nombreBeneficiario": "ENVIOS MX SA DE CV",
                 *       "tipoCuentaBeneficiario": 40,
                 *       "cuentaBeneficiario": "646180000000000012",
                 *       "rfcCurpBeneficiario": "EMX210101AB1",
                 *       "conceptoPago": "RECARGA DE SALDO",
                 *       "referenciaNumerica": 1234567,
                 *       "empresa": "ENVIOS_MX",
                 *       "tsLiquidacion": "1795890988000"
                 *     }
                 */
                "application/json": components["schemas"]["BankDepositNoticeInput"];
            };
        };
        responses: {
            /** @description La respuesta que el banco espera: confirmar o devolver con su causa */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "mensaje": "confirmar"
                     *     }
                     */
                    "application/json": components["schemas"]["BankDepositAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFiscalData: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Los datos fiscales */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "rfc": "EKU9003173C9",
                     *       "legalName": "ESCUELA KEMPER URGATE",
                     *       "taxRegime": "601",
                     *       "postalCode": "42501",
                     *       "cfdiUse": "G03",
                     *       "email": "facturas@kemper.example",
                     *       "invoiceMode": "per_topup",
                     *       "updatedAt": "2026-11-28T15:00:00.000Z",
                     *       "complete": true
                     *     }
                     */
                    "application/json": components["schemas"]["FiscalData"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateFiscalData: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Tu propio identificador de la solicitud (`req_` y 1 a 64 letras, dígitos, `-` o `_`); se conserva en la respuesta y en los registros. Uno con otro formato se reemplaza.
                 * @example req_pedido-1001-intento-1
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "rfc": "EKU9003173C9",
                 *       "legalName": "ESCUELA KEMPER URGATE",
                 *       "taxRegime": "601",
                 *       "postalCode": "42501",
                 *       "cfdiUse": "G03",
                 *       "email": "facturas@kemper.example",
                 *       "invoiceMode": "per_topup"
                 *     }
                 */
                "application/json": components["schemas"]["FiscalDataUpdateRequest"];
            };
        };
        responses: {
            /** @description Los datos fiscales guardados */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "rfc": "EKU9003173C9",
                     *       "legalName": "ESCUELA KEMPER URGATE",
                     *       "taxRegime": "601",
                     *       "postalCode": "42501",
                     *       "cfdiUse": "G03",
                     *       "email": "facturas@kemper.example",
                     *       "invoiceMode": "per_topup",
                     *       "updatedAt": "2026-11-28T15:00:00.000Z",
                     *       "complete": true
                     *     }
                     */
                    "application/json": components["schemas"]["FiscalData"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    orderCreatedEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Tipo de evento, p. ej. order.delivered
                 * @example order.created
                 */
                "X-Service-Event": string;
                /** @description HMAC-SHA256 en hexadecimal (minúsculas) del cuerpo exacto, con el secreto del webhook completo (incluido whsec_) como clave */
                "X-Service-Signature": components["parameters"]["ServiceSignature"];
                /** @description Standard Webhooks: el identificador del evento (el `id` del cuerpo); el mismo en cada reintento */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description Standard Webhooks: segundos Unix de este intento */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description Standard Webhooks: `v1,<base64>` (HMAC-SHA256 de "<webhook-id>.<webhook-timestamp>.<cuerpo>"), separadas por espacio; dos durante la gracia de una rotación del secreto */
                "webhook-signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_6f1c8a52-1d0e-4c55-9a3b-0c7d1b2e3f40",
                 *       "event": "order.created",
                 *       "createdAt": "2026-11-21T18:04:05.123Z",
                 *       "data": {
                 *         "orderId": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                 *         "internalReference": "PED-1001",
                 *         "status": "created",
                 *         "providerData": {
                 *           "value": "MX1234567890123452",
                 *           "location": "Guadalajara, Jal.",
                 *           "latitud": "20.6767",
                 *           "longitud": "-103.3476",
                 *           "observations": "Recibió: María José",
                 *           "dateTimeISO": "2026-11-21T18:04:01.000Z",
                 *           "StatusObj": {
                 *             "code": "created",
                 *             "description": "Creada"
                 *           }
                 *         },
                 *         "trackingUrl": "https://envios.example.com/rastreo/MX1234567890123452"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description El receptor confirma con cualquier 2xx; otra respuesta, un error de red o más de 10 s de espera cuentan como fallo y se reintenta. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    orderStatusChangedEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Tipo de evento, p. ej. order.delivered
                 * @example order.status_changed
                 */
                "X-Service-Event": string;
                /** @description HMAC-SHA256 en hexadecimal (minúsculas) del cuerpo exacto, con el secreto del webhook completo (incluido whsec_) como clave */
                "X-Service-Signature": components["parameters"]["ServiceSignature"];
                /** @description Standard Webhooks: el identificador del evento (el `id` del cuerpo); el mismo en cada reintento */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description Standard Webhooks: segundos Unix de este intento */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description Standard Webhooks: `v1,<base64>` (HMAC-SHA256 de "<webhook-id>.<webhook-timestamp>.<cuerpo>"), separadas por espacio; dos durante la gracia de una rotación del secreto */
                "webhook-signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_6f1c8a52-1d0e-4c55-9a3b-0c7d1b2e3f40",
                 *       "event": "order.status_changed",
                 *       "createdAt": "2026-11-21T18:04:05.123Z",
                 *       "data": {
                 *         "orderId": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                 *         "internalReference": "PED-1001",
                 *         "status": "in_transit",
                 *         "providerData": {
                 *           "value": "MX1234567890123452",
                 *           "location": "Guadalajara, Jal.",
                 *           "latitud": "20.6767",
                 *           "longitud": "-103.3476",
                 *           "observations": "Recibió: María José",
                 *           "dateTimeISO": "2026-11-21T18:04:01.000Z",
                 *           "StatusObj": {
                 *             "code": "in_transit",
                 *             "description": "En Transito"
                 *           }
                 *         },
                 *         "trackingUrl": "https://envios.example.com/rastreo/MX1234567890123452"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description El receptor confirma con cualquier 2xx; otra respuesta, un error de red o más de 10 s de espera cuentan como fallo y se reintenta. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    orderPickedUpEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Tipo de evento, p. ej. order.delivered
                 * @example order.picked_up
                 */
                "X-Service-Event": string;
                /** @description HMAC-SHA256 en hexadecimal (minúsculas) del cuerpo exacto, con el secreto del webhook completo (incluido whsec_) como clave */
                "X-Service-Signature": components["parameters"]["ServiceSignature"];
                /** @description Standard Webhooks: el identificador del evento (el `id` del cuerpo); el mismo en cada reintento */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description Standard Webhooks: segundos Unix de este intento */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description Standard Webhooks: `v1,<base64>` (HMAC-SHA256 de "<webhook-id>.<webhook-timestamp>.<cuerpo>"), separadas por espacio; dos durante la gracia de una rotación del secreto */
                "webhook-signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_6f1c8a52-1d0e-4c55-9a3b-0c7d1b2e3f40",
                 *       "event": "order.picked_up",
                 *       "createdAt": "2026-11-21T18:04:05.123Z",
                 *       "data": {
                 *         "orderId": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                 *         "internalReference": "PED-1001",
                 *         "status": "picked_up",
                 *         "providerData": {
                 *           "value": "MX1234567890123452",
                 *           "location": "Guadalajara, Jal.",
                 *           "latitud": "20.6767",
                 *           "longitud": "-103.3476",
                 *           "observations": "Recibió: María José",
                 *           "dateTimeISO": "2026-11-21T18:04:01.000Z",
                 *           "StatusObj": {
                 *             "code": "picked_up",
                 *             "description": "Recolectada"
                 *           }
                 *         },
                 *         "trackingUrl": "https://envios.example.com/rastreo/MX1234567890123452"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description El receptor confirma con cualquier 2xx; otra respuesta, un error de red o más de 10 s de espera cuentan como fallo y se reintenta. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    orderInTransitEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Tipo de evento, p. ej. order.delivered
                 * @example order.in_transit
                 */
                "X-Service-Event": string;
                /** @description HMAC-SHA256 en hexadecimal (minúsculas) del cuerpo exacto, con el secreto del webhook completo (incluido whsec_) como clave */
                "X-Service-Signature": components["parameters"]["ServiceSignature"];
                /** @description Standard Webhooks: el identificador del evento (el `id` del cuerpo); el mismo en cada reintento */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description Standard Webhooks: segundos Unix de este intento */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description Standard Webhooks: `v1,<base64>` (HMAC-SHA256 de "<webhook-id>.<webhook-timestamp>.<cuerpo>"), separadas por espacio; dos durante la gracia de una rotación del secreto */
                "webhook-signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_6f1c8a52-1d0e-4c55-9a3b-0c7d1b2e3f40",
                 *       "event": "order.in_transit",
                 *       "createdAt": "2026-11-21T18:04:05.123Z",
                 *       "data": {
                 *         "orderId": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                 *         "internalReference": "PED-1001",
                 *         "status": "in_transit",
                 *         "providerData": {
                 *           "value": "MX1234567890123452",
                 *           "location": "Guadalajara, Jal.",
                 *           "latitud": "20.6767",
                 *           "longitud": "-103.3476",
                 *           "observations": "Recibió: María José",
                 *           "dateTimeISO": "2026-11-21T18:04:01.000Z",
                 *           "StatusObj": {
                 *             "code": "in_transit",
                 *             "description": "En Transito"
                 *           }
                 *         },
                 *         "trackingUrl": "https://envios.example.com/rastreo/MX1234567890123452"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description El receptor confirma con cualquier 2xx; otra respuesta, un error de red o más de 10 s de espera cuentan como fallo y se reintenta. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    orderOutForDeliveryEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Tipo de evento, p. ej. order.delivered
                 * @example order.out_for_delivery
                 */
                "X-Service-Event": string;
                /** @description HMAC-SHA256 en hexadecimal (minúsculas) del cuerpo exacto, con el secreto del webhook completo (incluido whsec_) como clave */
                "X-Service-Signature": components["parameters"]["ServiceSignature"];
                /** @description Standard Webhooks: el identificador del evento (el `id` del cuerpo); el mismo en cada reintento */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description Standard Webhooks: segundos Unix de este intento */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description Standard Webhooks: `v1,<base64>` (HMAC-SHA256 de "<webhook-id>.<webhook-timestamp>.<cuerpo>"), separadas por espacio; dos durante la gracia de una rotación del secreto */
                "webhook-signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_6f1c8a52-1d0e-4c55-9a3b-0c7d1b2e3f40",
                 *       "event": "order.out_for_delivery",
                 *       "createdAt": "2026-11-21T18:04:05.123Z",
                 *       "data": {
                 *         "orderId": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                 *         "internalReference": "PED-1001",
                 *         "status": "out_for_delivery",
                 *         "providerData": {
                 *           "value": "MX1234567890123452",
                 *           "location": "Guadalajara, Jal.",
                 *           "latitud": "20.6767",
                 *           "longitud": "-103.3476",
                 *           "observations": "Recibió: María José",
                 *           "dateTimeISO": "2026-11-21T18:04:01.000Z",
                 *           "StatusObj": {
                 *             "code": "out_for_delivery",
                 *             "description": "En Reparto"
                 *           }
                 *         },
                 *         "trackingUrl": "https://envios.example.com/rastreo/MX1234567890123452"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description El receptor confirma con cualquier 2xx; otra respuesta, un error de red o más de 10 s de espera cuentan como fallo y se reintenta. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    orderDeliveredEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Tipo de evento, p. ej. order.delivered
                 * @example order.delivered
                 */
                "X-Service-Event": string;
                /** @description HMAC-SHA256 en hexadecimal (minúsculas) del cuerpo exacto, con el secreto del webhook completo (incluido whsec_) como clave */
                "X-Service-Signature": components["parameters"]["ServiceSignature"];
                /** @description Standard Webhooks: el identificador del evento (el `id` del cuerpo); el mismo en cada reintento */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description Standard Webhooks: segundos Unix de este intento */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description Standard Webhooks: `v1,<base64>` (HMAC-SHA256 de "<webhook-id>.<webhook-timestamp>.<cuerpo>"), separadas por espacio; dos durante la gracia de una rotación del secreto */
                "webhook-signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_6f1c8a52-1d0e-4c55-9a3b-0c7d1b2e3f40",
                 *       "event": "order.delivered",
                 *       "createdAt": "2026-11-21T18:04:05.123Z",
                 *       "data": {
                 *         "orderId": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                 *         "internalReference": "PED-1001",
                 *         "status": "delivered",
                 *         "providerData": {
                 *           "value": "MX1234567890123452",
                 *           "location": "Guadalajara, Jal.",
                 *           "latitud": "20.6767",
                 *           "longitud": "-103.3476",
                 *           "observations": "Recibió: María José",
                 *           "dateTimeISO": "2026-11-21T18:04:01.000Z",
                 *           "StatusObj": {
                 *             "code": "delivered",
                 *             "description": "Entregada"
                 *           }
                 *         },
                 *         "trackingUrl": "https://envios.example.com/rastreo/MX1234567890123452"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description El receptor confirma con cualquier 2xx; otra respuesta, un error de red o más de 10 s de espera cuentan como fallo y se reintenta. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    orderFailedEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Tipo de evento, p. ej. order.delivered
                 * @example order.failed
                 */
                "X-Service-Event": string;
                /** @description HMAC-SHA256 en hexadecimal (minúsculas) del cuerpo exacto, con el secreto del webhook completo (incluido whsec_) como clave */
                "X-Service-Signature": components["parameters"]["ServiceSignature"];
                /** @description Standard Webhooks: el identificador del evento (el `id` del cuerpo); el mismo en cada reintento */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description Standard Webhooks: segundos Unix de este intento */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description Standard Webhooks: `v1,<base64>` (HMAC-SHA256 de "<webhook-id>.<webhook-timestamp>.<cuerpo>"), separadas por espacio; dos durante la gracia de una rotación del secreto */
                "webhook-signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_6f1c8a52-1d0e-4c55-9a3b-0c7d1b2e3f40",
                 *       "event": "order.failed",
                 *       "createdAt": "2026-11-21T18:04:05.123Z",
                 *       "data": {
                 *         "orderId": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                 *         "internalReference": "PED-1001",
                 *         "status": "failed",
                 *         "providerData": {
                 *           "value": "MX1234567890123452",
                 *           "location": "Guadalajara, Jal.",
                 *           "latitud": "20.6767",
                 *           "longitud": "-103.3476",
                 *           "observations": "Recibió: María José",
                 *           "dateTimeISO": "2026-11-21T18:04:01.000Z",
                 *           "StatusObj": {
                 *             "code": "failed",
                 *             "description": "Fallida"
                 *           }
                 *         },
                 *         "trackingUrl": "https://envios.example.com/rastreo/MX1234567890123452"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description El receptor confirma con cualquier 2xx; otra respuesta, un error de red o más de 10 s de espera cuentan como fallo y se reintenta. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    orderCancelledEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Tipo de evento, p. ej. order.delivered
                 * @example order.cancelled
                 */
                "X-Service-Event": string;
                /** @description HMAC-SHA256 en hexadecimal (minúsculas) del cuerpo exacto, con el secreto del webhook completo (incluido whsec_) como clave */
                "X-Service-Signature": components["parameters"]["ServiceSignature"];
                /** @description Standard Webhooks: el identificador del evento (el `id` del cuerpo); el mismo en cada reintento */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description Standard Webhooks: segundos Unix de este intento */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description Standard Webhooks: `v1,<base64>` (HMAC-SHA256 de "<webhook-id>.<webhook-timestamp>.<cuerpo>"), separadas por espacio; dos durante la gracia de una rotación del secreto */
                "webhook-signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_6f1c8a52-1d0e-4c55-9a3b-0c7d1b2e3f40",
                 *       "event": "order.cancelled",
                 *       "createdAt": "2026-11-21T18:04:05.123Z",
                 *       "data": {
                 *         "orderId": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                 *         "internalReference": "PED-1001",
                 *         "status": "cancelled",
                 *         "providerData": {
                 *           "value": "MX1234567890123452",
                 *           "location": "Guadalajara, Jal.",
                 *           "latitud": "20.6767",
                 *           "longitud": "-103.3476",
                 *           "observations": "Recibió: María José",
                 *           "dateTimeISO": "2026-11-21T18:04:01.000Z",
                 *           "StatusObj": {
                 *             "code": "cancelled",
                 *             "description": "Cancelada"
                 *           }
                 *         },
                 *         "trackingUrl": "https://envios.example.com/rastreo/MX1234567890123452"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description El receptor confirma con cualquier 2xx; otra respuesta, un error de red o más de 10 s de espera cuentan como fallo y se reintenta. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    orderAdjustedEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Tipo de evento, p. ej. order.delivered
                 * @example order.adjusted
                 */
                "X-Service-Event": string;
                /** @description HMAC-SHA256 en hexadecimal (minúsculas) del cuerpo exacto, con el secreto del webhook completo (incluido whsec_) como clave */
                "X-Service-Signature": components["parameters"]["ServiceSignature"];
                /** @description Standard Webhooks: el identificador del evento (el `id` del cuerpo); el mismo en cada reintento */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description Standard Webhooks: segundos Unix de este intento */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description Standard Webhooks: `v1,<base64>` (HMAC-SHA256 de "<webhook-id>.<webhook-timestamp>.<cuerpo>"), separadas por espacio; dos durante la gracia de una rotación del secreto */
                "webhook-signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_6f1c8a52-1d0e-4c55-9a3b-0c7d1b2e3f40",
                 *       "event": "order.adjusted",
                 *       "createdAt": "2026-11-21T18:04:05.123Z",
                 *       "data": {
                 *         "orderId": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                 *         "internalReference": "PED-1001",
                 *         "status": "in_transit",
                 *         "providerData": {
                 *           "value": "MX1234567890123452",
                 *           "location": "Guadalajara, Jal.",
                 *           "latitud": "20.6767",
                 *           "longitud": "-103.3476",
                 *           "observations": "Recibió: María José",
                 *           "dateTimeISO": "2026-11-21T18:04:01.000Z",
                 *           "StatusObj": {
                 *             "code": "in_transit",
                 *             "description": "En Transito"
                 *           }
                 *         },
                 *         "trackingUrl": "https://envios.example.com/rastreo/MX1234567890123452",
                 *         "adjustment": {
                 *           "id": "7a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d",
                 *           "orderId": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                 *           "internalReference": "PED-1042",
                 *           "trackingNumber": "MX1234567890123452",
                 *           "provider": "sandbox",
                 *           "providerReference": "MED-2026-000871",
                 *           "status": "open",
                 *           "declared": {
                 *             "weightKg": 2,
                 *             "dimensionsCm": {
                 *               "length": 30,
                 *               "width": 20,
                 *               "height": 15
                 *             }
                 *           },
                 *           "measured": {
                 *             "weightKg": 4,
                 *             "dimensionsCm": {
                 *               "length": 30,
                 *               "width": 20,
                 *               "height": 15
                 *             }
                 *           },
                 *           "declaredChargeableWeightKg": 2,
                 *           "measuredChargeableWeightKg": 4,
                 *           "previousTotal": 150,
                 *           "newTotal": 185,
                 *           "amount": 35,
                 *           "pricing": {
                 *             "base": 120,
                 *             "extraWeight": 45,
                 *             "interRegionSurcharge": 20,
                 *             "codFee": 0,
                 *             "insurance": 0,
                 *             "total": 185,
                 *             "before": 150
                 *           },
                 *           "photoUrl": "https://proveedor.example.com/mediciones/MED-2026-000871.jpg",
                 *           "measuredAt": "2026-11-24T15:30:00.000Z",
                 *           "disputeDeadlineAt": "2026-12-01T15:30:05.000Z",
                 *           "disputedAt": null,
                 *           "disputeComment": null,
                 *           "disputeDeclared": null,
                 *           "decidedAt": null,
                 *           "decisionReason": null,
                 *           "createdAt": "2026-11-24T15:30:05.000Z",
                 *           "updatedAt": "2026-11-24T15:30:05.000Z"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description El receptor confirma con cualquier 2xx; otra respuesta, un error de red o más de 10 s de espera cuentan como fallo y se reintenta. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    orderAdjustmentResolvedEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Tipo de evento, p. ej. order.delivered
                 * @example order.adjustment_resolved
                 */
                "X-Service-Event": string;
                /** @description HMAC-SHA256 en hexadecimal (minúsculas) del cuerpo exacto, con el secreto del webhook completo (incluido whsec_) como clave */
                "X-Service-Signature": components["parameters"]["ServiceSignature"];
                /** @description Standard Webhooks: el identificador del evento (el `id` del cuerpo); el mismo en cada reintento */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description Standard Webhooks: segundos Unix de este intento */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description Standard Webhooks: `v1,<base64>` (HMAC-SHA256 de "<webhook-id>.<webhook-timestamp>.<cuerpo>"), separadas por espacio; dos durante la gracia de una rotación del secreto */
                "webhook-signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_6f1c8a52-1d0e-4c55-9a3b-0c7d1b2e3f40",
                 *       "event": "order.adjustment_resolved",
                 *       "createdAt": "2026-11-21T18:04:05.123Z",
                 *       "data": {
                 *         "orderId": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                 *         "internalReference": "PED-1001",
                 *         "status": "in_transit",
                 *         "providerData": {
                 *           "value": "MX1234567890123452",
                 *           "location": "Guadalajara, Jal.",
                 *           "latitud": "20.6767",
                 *           "longitud": "-103.3476",
                 *           "observations": "Recibió: María José",
                 *           "dateTimeISO": "2026-11-21T18:04:01.000Z",
                 *           "StatusObj": {
                 *             "code": "in_transit",
                 *             "description": "En Transito"
                 *           }
                 *         },
                 *         "trackingUrl": "https://envios.example.com/rastreo/MX1234567890123452"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description El receptor confirma con cualquier 2xx; otra respuesta, un error de red o más de 10 s de espera cuentan como fallo y se reintenta. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    orderCodPaidOutEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Tipo de evento, p. ej. order.delivered
                 * @example order.cod_paid_out
                 */
                "X-Service-Event": string;
                /** @description HMAC-SHA256 en hexadecimal (minúsculas) del cuerpo exacto, con el secreto del webhook completo (incluido whsec_) como clave */
                "X-Service-Signature": components["parameters"]["ServiceSignature"];
                /** @description Standard Webhooks: el identificador del evento (el `id` del cuerpo); el mismo en cada reintento */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description Standard Webhooks: segundos Unix de este intento */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description Standard Webhooks: `v1,<base64>` (HMAC-SHA256 de "<webhook-id>.<webhook-timestamp>.<cuerpo>"), separadas por espacio; dos durante la gracia de una rotación del secreto */
                "webhook-signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_6f1c8a52-1d0e-4c55-9a3b-0c7d1b2e3f40",
                 *       "event": "order.cod_paid_out",
                 *       "createdAt": "2026-11-21T18:04:05.123Z",
                 *       "data": {
                 *         "orderId": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                 *         "internalReference": "PED-1001",
                 *         "status": "in_transit",
                 *         "providerData": {
                 *           "value": "MX1234567890123452",
                 *           "location": "Guadalajara, Jal.",
                 *           "latitud": "20.6767",
                 *           "longitud": "-103.3476",
                 *           "observations": "Recibió: María José",
                 *           "dateTimeISO": "2026-11-21T18:04:01.000Z",
                 *           "StatusObj": {
                 *             "code": "in_transit",
                 *             "description": "En Transito"
                 *           }
                 *         },
                 *         "trackingUrl": "https://envios.example.com/rastreo/MX1234567890123452",
                 *         "cod": {
                 *           "orderId": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                 *           "status": "paid_out",
                 *           "expectedAmount": 850,
                 *           "collectedAmount": 850,
                 *           "collectedAt": "2026-11-21T18:04:05.000Z",
                 *           "courierReference": "COB-55120",
                 *           "discrepancy": null,
                 *           "discrepancyStatus": null,
                 *           "refusedAt": null,
                 *           "refusedReason": null,
                 *           "lostAt": null,
                 *           "remittedAt": "2026-11-27T16:00:00.000Z",
                 *           "paidOutAt": "2026-11-27T16:00:00.000Z",
                 *           "paidOutAmount": 824.5,
                 *           "feeDeducted": 25.5
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description El receptor confirma con cualquier 2xx; otra respuesta, un error de red o más de 10 s de espera cuentan como fallo y se reintenta. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    orderCodCollectedEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Tipo de evento, p. ej. order.delivered
                 * @example order.cod_collected
                 */
                "X-Service-Event": string;
                /** @description HMAC-SHA256 en hexadecimal (minúsculas) del cuerpo exacto, con el secreto del webhook completo (incluido whsec_) como clave */
                "X-Service-Signature": components["parameters"]["ServiceSignature"];
                /** @description Standard Webhooks: el identificador del evento (el `id` del cuerpo); el mismo en cada reintento */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description Standard Webhooks: segundos Unix de este intento */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description Standard Webhooks: `v1,<base64>` (HMAC-SHA256 de "<webhook-id>.<webhook-timestamp>.<cuerpo>"), separadas por espacio; dos durante la gracia de una rotación del secreto */
                "webhook-signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_6f1c8a52-1d0e-4c55-9a3b-0c7d1b2e3f40",
                 *       "event": "order.cod_collected",
                 *       "createdAt": "2026-11-21T18:04:05.123Z",
                 *       "data": {
                 *         "orderId": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                 *         "internalReference": "PED-1001",
                 *         "status": "in_transit",
                 *         "providerData": {
                 *           "value": "MX1234567890123452",
                 *           "location": "Guadalajara, Jal.",
                 *           "latitud": "20.6767",
                 *           "longitud": "-103.3476",
                 *           "observations": "Recibió: María José",
                 *           "dateTimeISO": "2026-11-21T18:04:01.000Z",
                 *           "StatusObj": {
                 *             "code": "in_transit",
                 *             "description": "En Transito"
                 *           }
                 *         },
                 *         "trackingUrl": "https://envios.example.com/rastreo/MX1234567890123452",
                 *         "cod": {
                 *           "orderId": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                 *           "status": "collected",
                 *           "expectedAmount": 850,
                 *           "collectedAmount": 850,
                 *           "collectedAt": "2026-11-21T18:04:05.000Z",
                 *           "courierReference": "COB-55120",
                 *           "discrepancy": null,
                 *           "discrepancyStatus": null,
                 *           "refusedAt": null,
                 *           "refusedReason": null,
                 *           "lostAt": null,
                 *           "remittedAt": null,
                 *           "paidOutAt": null,
                 *           "paidOutAmount": null,
                 *           "feeDeducted": 0
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description El receptor confirma con cualquier 2xx; otra respuesta, un error de red o más de 10 s de espera cuentan como fallo y se reintenta. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    orderCodRefusedEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Tipo de evento, p. ej. order.delivered
                 * @example order.cod_refused
                 */
                "X-Service-Event": string;
                /** @description HMAC-SHA256 en hexadecimal (minúsculas) del cuerpo exacto, con el secreto del webhook completo (incluido whsec_) como clave */
                "X-Service-Signature": components["parameters"]["ServiceSignature"];
                /** @description Standard Webhooks: el identificador del evento (el `id` del cuerpo); el mismo en cada reintento */
                "webhook-id": components["parameters"]["WebhookId"];
                /** @description Standard Webhooks: segundos Unix de este intento */
                "webhook-timestamp": components["parameters"]["WebhookTimestamp"];
                /** @description Standard Webhooks: `v1,<base64>` (HMAC-SHA256 de "<webhook-id>.<webhook-timestamp>.<cuerpo>"), separadas por espacio; dos durante la gracia de una rotación del secreto */
                "webhook-signature": components["parameters"]["WebhookSignature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_6f1c8a52-1d0e-4c55-9a3b-0c7d1b2e3f40",
                 *       "event": "order.cod_refused",
                 *       "createdAt": "2026-11-21T18:04:05.123Z",
                 *       "data": {
                 *         "orderId": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                 *         "internalReference": "PED-1001",
                 *         "status": "in_transit",
                 *         "providerData": {
                 *           "value": "MX1234567890123452",
                 *           "location": "Guadalajara, Jal.",
                 *           "latitud": "20.6767",
                 *           "longitud": "-103.3476",
                 *           "observations": "Recibió: María José",
                 *           "dateTimeISO": "2026-11-21T18:04:01.000Z",
                 *           "StatusObj": {
                 *             "code": "in_transit",
                 *             "description": "En Transito"
                 *           }
                 *         },
                 *         "trackingUrl": "https://envios.example.com/rastreo/MX1234567890123452",
                 *         "cod": {
                 *           "orderId": "3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69",
                 *           "status": "refused",
                 *           "expectedAmount": 850,
                 *           "collectedAmount": null,
                 *           "collectedAt": null,
                 *           "courierReference": "INT-88231",
                 *           "discrepancy": null,
                 *           "discrepancyStatus": null,
                 *           "refusedAt": "2026-11-21T18:04:05.000Z",
                 *           "refusedReason": "El destinatario no tenía el efectivo.",
                 *           "lostAt": null,
                 *           "remittedAt": null,
                 *           "paidOutAt": null,
                 *           "paidOutAmount": null,
                 *           "feeDeducted": 0
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description El receptor confirma con cualquier 2xx; otra respuesta, un error de red o más de 10 s de espera cuentan como fallo y se reintenta. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
