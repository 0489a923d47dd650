// /docs — the API reference, rendered from the same OpenAPI document served at /api/v1/openapi.json.
import type { Metadata } from 'next';
import { errorCodes } from '@/lib/http/error-codes';
import { getOpenApiDocument } from '@/lib/http/openapi';
import { exampleOrderBody, exampleWebhookEvent } from '@/lib/http/openapi/examples';
import styles from './docs.module.css';

export const metadata: Metadata = { title: 'Referencia de la API — Envíos MX' };

type Json = Record<string, any>;
const METHODS = ['get', 'post', 'patch', 'put', 'delete'] as const;

const anchor = (op: Json) => String(op.operationId);

function resolve(doc: Json, schema: Json | undefined): Json | undefined {
  if (!schema?.$ref) return schema;
  return doc.components.schemas[String(schema.$ref).split('/').pop()!];
}

function Operation({ doc, path, method, op }: { doc: Json; path: string; method: string; op: Json }) {
  const root = Boolean(doc.paths[path].servers);
  const body = op.requestBody?.content?.['application/json'];
  const success = Object.entries(op.responses as Json).filter(([s]) => Number(s) < 400);
  const errors = Object.entries(op.responses as Json).filter(([s]) => Number(s) >= 400);
  return (
    <section id={anchor(op)} className={styles.op}>
      <h3>
        <span className={`${styles.method} ${styles[method]}`}>{method}</span>
        <span className={styles.path}>{root ? path : `/api/v1${path}`}</span>
        {op['x-scopes'] && <span className={styles.scope}>{op['x-scopes'] === 'any' ? 'cualquier permiso' : op['x-scopes'].join(' o ')}</span>}
      </h3>
      <p><strong>{op.summary}</strong></p>
      {op.description && op.description.split('\n\n').map((p: string) => <p key={p}>{p}</p>)}
      {op.parameters?.length > 0 && (
        <table className={styles.table}>
          <thead><tr><th>Parámetro</th><th>En</th><th>Obligatorio</th><th>Descripción</th></tr></thead>
          <tbody>
            {op.parameters.map((p: Json) => (
              <tr key={`${p.in}-${p.name}`}>
                <td><code>{p.name}</code></td><td>{p.in}</td><td>{p.required ? 'sí' : 'no'}</td>
                <td>{p.description ?? (p.schema?.enum ? `Uno de: ${p.schema.enum.join(', ')}` : p.schema?.type)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {body && (
        <>
          {body.example && (<><p>Ejemplo de cuerpo:</p><pre>{JSON.stringify(body.example, null, 2)}</pre></>)}
          <details><summary>Esquema del cuerpo</summary><pre>{JSON.stringify(resolve(doc, body.schema), null, 2)}</pre></details>
        </>
      )}
      <table className={styles.table}>
        <thead><tr><th>Estado</th><th>Respuesta</th></tr></thead>
        <tbody>
          {success.map(([status, r]) => (
            <tr key={status}><td><code>{status}</code></td><td>{(r as Json).description}</td></tr>
          ))}
          {errors.map(([status, r]) => (
            <tr key={status}><td><code>{status}</code></td><td>{(r as Json).description}</td></tr>
          ))}
        </tbody>
      </table>
      {success.map(([status, r]) => {
        const json = (r as Json).content?.['application/json'];
        if (!json?.schema || json.schema.type === 'object' && !json.schema.properties) return null;
        return (
          <details key={status}>
            <summary>Esquema de la respuesta {status}</summary>
            {json.example && <pre>{JSON.stringify(json.example, null, 2)}</pre>}
            <pre>{JSON.stringify(resolve(doc, json.schema), null, 2)}</pre>
          </details>
        );
      })}
    </section>
  );
}

const curlQuickStart = `# 1. Crea una clave en el panel (Claves de API) o con la CLI de administración:
npm run cli -- key:create --org <ORG_ID> --name servidor --scopes 'orders:read,orders:write' --json

# 2. Cotiza y crea un pedido
curl -s https://<host>/api/v1/quotes \\
  -H "Authorization: Bearer $ENVIOS_API_KEY" -H "Content-Type: application/json" \\
  -d '{"originPostalCode":"06600","destinationPostalCode":"44100","package":{"weight":1.5}}'

curl -s https://<host>/api/v1/orders \\
  -H "Authorization: Bearer $ENVIOS_API_KEY" -H "Content-Type: application/json" \\
  -H "X-Idempotency-Key: pedido-1001" \\
  -d @pedido.json
# => 201 {"orderId":"…","guideNumber":"SBX…","trackingNumber":"MX…"}

# 3. Descarga la guía en PDF
curl -s https://<host>/api/v1/orders/<orderId>/label -H "Authorization: Bearer $ENVIOS_API_KEY" -o guia.pdf`;

const tsQuickStart = `const base = 'https://<host>/api/v1';
const headers = { Authorization: \`Bearer \${process.env.ENVIOS_API_KEY}\`, 'Content-Type': 'application/json' };

const res = await fetch(\`\${base}/orders\`, {
  method: 'POST',
  headers: { ...headers, 'X-Idempotency-Key': 'pedido-1001' },
  body: JSON.stringify(pedido),
});
if (!res.ok) throw new Error(\`\${res.status} \${res.headers.get('x-error-code')}: \${(await res.json()).error}\`);
const { orderId, guideNumber, trackingNumber } = await res.json();

const detalle = await (await fetch(\`\${base}/orders/\${orderId}\`, { headers })).json();
console.log(detalle.status, detalle.total_cost, detalle.tracking_events);`;

const verifyWebhook = `import { createHmac, timingSafeEqual } from 'node:crypto';
import express from 'express';

const app = express();
// El cuerpo crudo: la firma se calcula sobre los bytes exactos recibidos.
app.post('/webhooks/envios', express.raw({ type: 'application/json' }), (req, res) => {
  const expected = createHmac('sha256', process.env.ENVIOS_WEBHOOK_SECRET!).update(req.body).digest();
  const received = Buffer.from(String(req.header('x-service-signature') ?? ''), 'hex');
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return res.sendStatus(401);

  const event = JSON.parse(req.body.toString('utf8'));
  if (yaProcesado(event.id)) return res.sendStatus(200); // el mismo evento puede llegar más de una vez
  switch (event.event) {
    case 'order.delivered': marcarEntregado(event.data.orderId); break;
    default: break; // ignora tipos que no conoces: pueden agregarse nuevos
  }
  res.sendStatus(200);
});`;

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
