import Link from 'next/link';

export default function Home() {
  return (
    <main style={{ maxWidth: 720, margin: '64px auto', padding: 24 }}>
      <h1>Envíos MX</h1>
      <p>API de envíos para México: pedidos, cotizaciones, guías PDF con tu marca, rastreo y webhooks firmados.</p>
      <ul>
        <li><Link href="/login">Entrar al panel</Link></li>
        <li><Link href="/docs">Referencia de la API</Link></li>
        <li><a href="/api/health">Estado del servicio</a></li>
      </ul>
    </main>
  );
}
