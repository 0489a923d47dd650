// Claves de API: the role check once more above the loading skeleton, so a role without `keys:read` gets the 403 page
// with HTTP status 403 (a page under loading.tsx streams, and its status is sent before the page itself runs).
import type { ReactNode } from 'react';
import { requireOrgPermission } from '@/lib/http/session';

export default async function Layout({ children }: { children: ReactNode }) {
  await requireOrgPermission('keys:read');
  return children;
}
