// GET /api/dashboard/batches/template — the import template: every column, two example rows (UTF-8 with BOM)
import { withDashboardSession } from '@/lib/http/dashboard-route';
import { templateCsv } from '@/lib/batches/template-csv';

export const GET = withDashboardSession(
  { permission: null },
  async () =>
    new Response(templateCsv(), {
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="plantilla-envios.csv"' },
    }),
);
