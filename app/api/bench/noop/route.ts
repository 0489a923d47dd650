// GET /api/bench/noop — the benchmark's baseline: a handler that returns a small JSON body without
// touching the database. Answers 404 unless the server was started by the benchmark (BENCH_NOOP=1).
import { runtimeEnv } from '@/lib/platform/config';

export const dynamic = 'force-dynamic';

export function GET(): Response {
  if (!runtimeEnv.flag('BENCH_NOOP')) return Response.json({ error: 'La ruta solicitada no existe.' }, { status: 404 });
  return Response.json({ ok: true, service: 'envios-mx' });
}
