// Webhooks: the role check once more above the loading skeleton, so a role without `webhooks:read` gets the 403 page
// with HTTP status 403 (a page under loading.tsx streams, and its status is sent before the page itself runs).
import type { ReactNode } from 'react';
import { requireOrgPermission } from '@/lib/http/session';

export default async function Layout({ children }: { children: ReactNode }) {
  await requireOrgPermission('webhooks:read');
  return children;
}
