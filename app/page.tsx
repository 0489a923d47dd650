// Public landing page.
import Link from 'next/link';

const features = [
  { title: 'Pedidos y guías', text: 'Crea envíos, cotiza antes de comprar y descarga la guía en PDF con tu marca.' },
  { title: 'Rastreo y webhooks', text: 'Recibe cada cambio de estado en tu servidor, firmado con HMAC-SHA256.' },
  { title: 'Saldo prepagado', text: 'Cada guía se descuenta de tu saldo; las cancelaciones se reembolsan al instante.' },
];

export default function Home() {
  return (
    <div className="landing">
      <nav className="landing-nav" aria-label="Principal">
        <Link href="/" className="logo">
          <span className="logo-mark">E</span>Envíos MX
        </Link>
        <div className="nav-links">
          <a href="/docs" className="btn btn-ghost">
            Documentación
          </a>
          <Link href="/login" className="btn btn-primary">
            Entrar al panel
          </Link>
        </div>
      </nav>
      <main>
        <section className="landing-hero">
          <h1>La API de envíos para México</h1>
          <p>Pedidos, cotizaciones, guías PDF con tu marca, rastreo y webhooks firmados. Todo con una clave de API.</p>
          <div className="cta">
            <Link href="/login" className="btn btn-primary">
              Entrar al panel
            </Link>
            <a href="/api/health" className="btn">
              Estado del servicio
            </a>
          </div>
        </section>
        <section className="landing-features" aria-label="Funciones">
          {features.map((f) => (
            <div key={f.title} className="card card-body landing-feature">
              <h2>{f.title}</h2>
              <p className="muted">{f.text}</p>
            </div>
          ))}
        </section>
        <section className="landing-code">
          <pre>{`curl -X POST https://tu-dominio/api/v1/orders \\
  -H "Authorization: Bearer flt_..." \\
  -H "Content-Type: application/json" \\
  -d '{ "pickupAddress": { ... }, "deliveryAddress": { ... }, "package": { "weight": 1.5 } }'`}</pre>
        </section>
      </main>
    </div>
  );
}
