// /docs — the API reference, rendered from the same OpenAPI document served at /api/v1/openapi.json.
import type { Metadata } from 'next';
import { errorCodes } from '@/lib/http/error-codes';
import { getOpenApiDocument } from '@/lib/http/openapi';
import { exampleOrderBody, exampleWebhookEvent } from '@/lib/http/openapi/examples';
import styles from './docs.module.css';
import { curlQuickStart, tsQuickStart, verifyWebhook } from './examples';
import { anchor, Operation, type Json } from './operation';

export const metadata: Metadata = { title: 'Referencia de la API — Envíos MX' };

const METHODS = ['get', 'post', 'patch', 'put', 'delete'] as const;

export default function DocsPage() {
  const doc = getOpenApiDocument() as Json;
  const tags: string[] = doc.tags.map((t: Json) => t.name);
  const ops: Array<{ path: string; method: string; op: Json }> = [];
  for (const [path, item] of Object.entries(doc.paths as Json)) {
    for (const method of METHODS) if (item[method]) ops.push({ path, method, op: item[method] });
  }
  return (
    <div className={styles.page}>
      <nav className={styles.nav} aria-label="Contenido">
        <a className={styles.brand} href="/">Envíos MX</a>
        <h2>Guía</h2>
        <a href="#inicio">Inicio rápido</a>
        <a href="#autenticacion">Autenticación</a>
        <a href="#errores">Errores</a>
        <a href="#webhooks">Webhooks</a>
        {tags.map((tag) => (
          <div key={tag}>
            <h2>{tag}</h2>
            {ops.filter((o) => o.op.tags[0] === tag).map((o) => (
              <a key={anchor(o.op)} href={`#${anchor(o.op)}`}>{o.op.summary}</a>
            ))}
          </div>
        ))}
        <h2>Descargas</h2>
        <a href="/api/v1/openapi.json">openapi.json</a>
      </nav>
      <main className={styles.main}>
        <h1>Referencia de la API</h1>
        <p className={styles.lead}>{doc.info.description.replace(/`/g, '')}</p>
        <p>Dirección base: <code>https://&lt;host&gt;/api/v1</code>. Versión {doc.info.version}. Documento OpenAPI 3.1: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>.</p>

        <h2 id="inicio">Inicio rápido</h2>
        <p>Con curl:</p>
        <pre>{curlQuickStart}</pre>
        <p>Cuerpo de <code>pedido.json</code>:</p>
        <pre>{JSON.stringify(exampleOrderBody, null, 2)}</pre>
        <p>Con TypeScript (Node 20+, <code>fetch</code> nativo):</p>
        <pre>{tsQuickStart}</pre>

        <h2 id="autenticacion">Autenticación</h2>
        <p>Cada solicitud lleva <code>Authorization: Bearer &lt;API_KEY&gt;</code>. Las claves empiezan con <code>flt_</code>, pertenecen a una organización y tienen permisos (<code>orders:read</code>, <code>orders:write</code>, <code>tracking:read</code>, <code>webhooks:manage</code> o <code>*</code>). La clave completa se muestra una sola vez al crearla.</p>
        <p>Límites: 120 solicitudes por minuto por IP y 1000 por hora por clave. Cada respuesta trae <code>X-RateLimit-Limit</code>, <code>X-RateLimit-Remaining</code> y <code>X-RateLimit-Reset</code>; un 429 trae <code>Retry-After</code>.</p>

        <h2 id="errores">Errores</h2>
        <p>Todo error es <code>{'{ "error": "<mensaje en español>" }'}</code>, con el identificador en el encabezado <code>X-Error-Code</code> y el identificador de la solicitud en <code>X-Request-Id</code>.</p>
        <table className={styles.table}>
          <thead><tr><th>X-Error-Code</th><th>Estado</th><th>Mensaje</th></tr></thead>
          <tbody>
            {Object.entries(errorCodes).map(([code, e]) => (
              <tr key={code}><td><code>{code}</code></td><td>{e.status}</td><td>{e.message}</td></tr>
            ))}
          </tbody>
        </table>

        <h2 id="webhooks">Webhooks</h2>
        <p>Cuando cambia el estado de un pedido, el servicio envía un POST firmado a cada webhook activo de la organización suscrito al evento. Eventos: {Object.keys(doc.webhooks).map((k) => <code key={k}>{k} </code>)}.</p>
        <p>Encabezados: <code>Content-Type: application/json</code>, <code>X-Service-Event</code> y <code>X-Service-Signature</code> (HMAC-SHA256 en hexadecimal del cuerpo exacto, con el secreto del webhook). Tres intentos: inmediato, ~1.5 s y ~3 s después; 10 s de espera por intento; un 4xx no se reintenta.</p>
        <pre>{JSON.stringify(exampleWebhookEvent, null, 2)}</pre>
        <p>Verificar la firma (TypeScript):</p>
        <pre>{verifyWebhook}</pre>

        {tags.map((tag) => (
          <div key={tag}>
            <h2>{tag}</h2>
            {ops.filter((o) => o.op.tags[0] === tag).map((o) => (
              <Operation key={anchor(o.op)} doc={doc} path={o.path} method={o.method} op={o.op} />
            ))}
          </div>
        ))}
      </main>
    </div>
  );
}
