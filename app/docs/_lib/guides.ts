// The Spanish guides served at /docs/guias/<slug>: their Markdown lives in docs/guias/ (the repository's docs are
// the one source; docs/decisions.md), the changelog in CHANGELOG.md. The order here is the order of the menu.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export type Guide = { slug: string; title: string; summary: string; file: string };

export const guides: readonly Guide[] = [
  {
    slug: 'pedidos',
    title: 'Pedidos y cotizaciones',
    summary: 'Crear, listar, modificar y cancelar pedidos; cotizar; saldo prepagado.',
    file: 'docs/guias/pedidos.md',
  },
  {
    slug: 'saldo',
    title: 'Saldo y estado de cuenta',
    summary: 'Tipos de movimiento, GET /billing/ledger, el estado de cuenta mensual (JSON, CSV y PDF) y el saldo negativo.',
    file: 'docs/guias/saldo.md',
  },
  {
    slug: 'saldo-transferencias-facturas',
    title: 'Saldo, transferencias y facturas',
    summary: 'Tu CLABE para recargar por SPEI, la recarga automática por domiciliación, tus datos fiscales y las facturas CFDI 4.0.',
    file: 'docs/guias/saldo-transferencias-facturas.md',
  },
  {
    slug: 'lotes',
    title: 'Lotes (CSV y JSON)',
    summary: 'Muchos pedidos a la vez: subir un CSV, comprar, guías y manifiesto.',
    file: 'docs/guias/lotes.md',
  },
  {
    slug: 'idempotencia',
    title: 'Idempotencia',
    summary: 'Reintentar sin duplicar pedidos ni cargos: Idempotency-Key.',
    file: 'docs/guias/idempotencia.md',
  },
  {
    slug: 'errores',
    title: 'Errores',
    summary: 'Forma de los errores, problem details (RFC 9457) y cada código.',
    file: 'docs/guias/errores.md',
  },
  {
    slug: 'limites',
    title: 'Límites de solicitudes',
    summary: 'Límites por IP y por clave, encabezados RateLimit y 429.',
    file: 'docs/guias/limites.md',
  },
  {
    slug: 'claves',
    title: 'Claves de API y rotación',
    summary: 'Permisos, rotación con periodo de gracia, último uso.',
    file: 'docs/guias/claves.md',
  },
  {
    slug: 'modo-de-prueba',
    title: 'Modo de prueba',
    summary: 'Claves flt_test_, datos aparte, saldo de prueba y valores que simulan fallas.',
    file: 'docs/guias/modo-de-prueba.md',
  },
  {
    slug: 'comparar-paqueterias',
    title: 'Comparar paqueterías',
    summary: 'Opciones de todas las paqueterías en una cotización; comprar la más barata o la más rápida.',
    file: 'docs/guias/comparar-paqueterias.md',
  },
  {
    slug: 'recargos',
    title: 'Recargos antes de comprar',
    summary: 'Zona extendida, sobredimensión, sobrepeso y combustible en la cotización; días de reparto; cargar las zonas.',
    file: 'docs/guias/recargos.md',
  },
  {
    slug: 'ajustes',
    title: 'Ajustes de peso',
    summary: 'Cuando el proveedor mide el paquete: cargo o abono al saldo, consulta, panel y sandbox.',
    file: 'docs/guias/ajustes.md',
  },
  {
    slug: 'disputas',
    title: 'Disputas de ajustes de peso',
    summary: 'Disputar un cargo con medidas y fotos, la foto de báscula al crear el pedido, la decisión y el reembolso.',
    file: 'docs/guias/disputas.md',
  },
  {
    slug: 'contra-entrega',
    title: 'Contra entrega',
    summary: 'Del «cobrar al entregar» al peso en tu saldo o tu cuenta: cobro, remesa, pago, diferencias y la página.',
    file: 'docs/guias/contra-entrega.md',
  },
  {
    slug: 'paqueterias',
    title: 'Cuentas de paqueterías',
    summary: 'Conectar tu cuenta de DHL Express o FedEx: validación, cifrado, API.',
    file: 'docs/guias/paqueterias.md',
  },
  {
    slug: 'registros',
    title: 'Registro de solicitudes',
    summary: 'Cada solicitud con su X-Request-Id: panel y GET /request-logs.',
    file: 'docs/guias/registros.md',
  },
  {
    slug: 'webhooks',
    title: 'Webhooks',
    summary: 'Firmas (Standard Webhooks), reintentos, recuperación y desactivación.',
    file: 'docs/guias/webhooks.md',
  },
  {
    slug: 'eventos',
    title: 'Catálogo de eventos',
    summary: 'Cada tipo de evento, cuándo se envía y un ejemplo.',
    file: 'docs/guias/eventos.md',
  },
  {
    slug: 'rastreo',
    title: 'Rastreo, devoluciones y sandbox',
    summary: 'Estados del pedido, rastreo, devoluciones y el simulador.',
    file: 'docs/guias/rastreo.md',
  },
  {
    slug: 'guias-pdf',
    title: 'Guías de envío (PDF y ZPL)',
    summary: 'Descargar la guía en PDF o ZPL y la marca propia.',
    file: 'docs/guias/guias-pdf.md',
  },
  {
    slug: 'clientes',
    title: 'Clientes generados',
    summary: 'Generar un cliente tipado desde el documento OpenAPI.',
    file: 'docs/guias/clientes.md',
  },
  {
    slug: 'deprecacion',
    title: 'Versiones y deprecación',
    summary: 'Cuánto dura una versión, Deprecation, Sunset y avisos.',
    file: 'docs/guias/deprecacion.md',
  },
  { slug: 'cambios', title: 'Registro de cambios', summary: 'Qué cambió en la API y cuándo.', file: 'CHANGELOG.md' },
];

export function findGuide(slug: string): Guide | undefined {
  return guides.find((g) => g.slug === slug);
}

/** The Markdown of a guide, read from the repository on each request (the files are small). */
export function readGuideSource(guide: Guide): Promise<string> {
  return readFile(path.join(/*turbopackIgnore: true*/ process.cwd(), guide.file), 'utf8');
}
