import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import './globals.css';

// Every page renders per request: its scripts carry the nonce of the request's CSP (proxy.ts).
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Envíos MX',
  description: 'API de envíos para México: pedidos, cotizaciones, guías PDF, rastreo y webhooks firmados.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="es">
      <body>{children}</body>
    </html>
  );
}
