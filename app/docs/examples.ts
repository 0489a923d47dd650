// The code samples of the API reference (/docs): the quick start with curl and TypeScript, and a receiver that
// verifies a webhook's signature. Text only: they are shown, never run.
export const curlQuickStart = `# 1. Crea una clave en el panel (Claves de API) o con la CLI de administración:
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

export const tsQuickStart = `const base = 'https://<host>/api/v1';
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

export const verifyWebhook = `import { createHmac, timingSafeEqual } from 'node:crypto';
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
