// Every page of the product a person signs in to use, for e2e/a11y.spec.ts (axe at 1280x800 and 375x812, a
// screenshot of each). Add your new page here with ONE line. `path` may hold placeholders the spec fills with
// fixtures it creates: :orderId (an order of the seeded organization), :webhookId (a webhook), :logId (a request
// log entry). `role`: who visits it (default 'owner'; 'anonymous' = signed out). `heading`: the page's h1 text, or
// a regex, when it is not `name` (the spec waits for it before running axe).
export type PageRole = 'owner' | 'viewer' | 'anonymous';
export type DashboardPage = { path: string; name: string; role?: PageRole; heading?: string | RegExp };

export const dashboardPages: DashboardPage[] = [
  { path: '/login', name: 'Iniciar sesión', role: 'anonymous', heading: /Inicia sesión|Iniciar sesión/ },
  { path: '/dashboard', name: 'Resumen', heading: /Resumen|Hola/ },
  { path: '/dashboard/orders', name: 'Pedidos' },
  { path: '/dashboard/orders/:orderId', name: 'Detalle de pedido', heading: /./ },
  { path: '/dashboard/orders/nuevo', name: 'Nuevo envío' },
  { path: '/dashboard/orders/nuevo', name: 'Nuevo envío (sin permiso)', role: 'viewer', heading: 'Sin permiso' },
  { path: '/dashboard/api-keys', name: 'Claves de API' },
  { path: '/dashboard/webhooks', name: 'Webhooks' },
  { path: '/dashboard/webhooks/:webhookId', name: 'Detalle de webhook', heading: /./ },
  { path: '/dashboard/webhooks/:webhookId?pedido=:orderId', name: 'Detalle de webhook (un pedido)', heading: /./ },
  { path: '/dashboard/logs', name: 'Registro de solicitudes', heading: /./ },
  { path: '/dashboard/logs/:logId', name: 'Detalle de solicitud', heading: /./ },
  { path: '/dashboard/billing', name: 'Saldo', heading: /./ },
  { path: '/dashboard/branding', name: 'Marca', heading: /./ },
  { path: '/dashboard/notificaciones', name: 'Avisos al destinatario' },
  { path: '/rastreo', name: 'Rastreo (búsqueda)', role: 'anonymous', heading: 'Rastrea tu envío' },
  { path: '/rastreo/MX0000000000000000', name: 'Rastreo: guía no encontrada', role: 'anonymous', heading: 'No encontramos esa guía' },
  { path: '/baja/enlace-no-valido', name: 'Baja de avisos: enlace no válido', role: 'anonymous', heading: 'Este enlace no es válido' },
  { path: '/dashboard/admin', name: 'Administración', heading: /./ },
  { path: '/dashboard/auditoria', name: 'Auditoría' },
  { path: '/dashboard/miembros', name: 'Miembros' },
  { path: '/dashboard/miembros', name: 'Miembros (solo lectura)', role: 'viewer', heading: 'Miembros' },
  { path: '/dashboard/branding', name: 'Sin permiso (panel)', role: 'viewer', heading: 'Sin permiso' },
  { path: '/invitacion/enlace-no-valido', name: 'Invitación no válida', role: 'anonymous', heading: 'Este enlace no es válido' },
  { path: '/dashboard/no-existe', name: 'Página no encontrada (panel)', heading: /no encontrada|no existe/i },
  { path: '/no-existe', name: 'Página no encontrada', role: 'anonymous', heading: /no encontrada|no existe/i },
  { path: '/dashboard/orders', name: 'Pedidos (solo lectura)', role: 'viewer', heading: 'Pedidos' },
  { path: '/dashboard/cuenta', name: 'Mi cuenta' },
  { path: '/dashboard/cuenta/correo/enlace-no-valido', name: 'Confirmar correo: enlace no válido', heading: 'Confirmar correo' },
  { path: '/dashboard/lotes', name: 'Lotes' },
  { path: '/dashboard/lotes/nuevo', name: 'Importar envíos' },
  { path: '/dashboard/lotes', name: 'Lotes (solo lectura)', role: 'viewer', heading: 'Lotes' },
  { path: '/dashboard/cierres', name: 'Cierres del día' },
  { path: '/dashboard/cierres', name: 'Cierres del día (solo lectura)', role: 'viewer', heading: 'Cierres del día' },
  { path: '/recuperar', name: 'Recuperar contraseña', role: 'anonymous', heading: 'Recupera tu contraseña' },
  { path: '/recuperar/enlace-no-valido', name: 'Enlace de recuperación no válido', role: 'anonymous', heading: 'Enlace no válido' },
  { path: '/login/verificacion', name: 'Verificación en dos pasos', role: 'anonymous', heading: 'Verificación en dos pasos' },
];
