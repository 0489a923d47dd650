// A mistyped address under /dashboard: the dashboard's own not-found page (inside the shell), with HTTP 404.
import { notFound } from 'next/navigation';

export default function UnknownDashboardPage(): never {
  notFound();
}
