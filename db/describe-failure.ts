// One Spanish line for an operator when a command-line process (launcher, CLI, migrations) cannot reach or
// prepare its database: what failed and where, never the connection string's password or a stack trace.

type Failure = { code?: string; message?: string; cause?: unknown; errors?: unknown[] };

function codes(error: unknown): Failure[] {
  const out: Failure[] = [];
  const visit = (e: unknown, depth: number) => {
    if (!e || typeof e !== 'object' || depth > 5) return;
    const f = e as Failure;
    out.push(f);
    visit(f.cause, depth + 1);
    for (const inner of f.errors ?? []) visit(inner, depth + 1); // AggregateError (IPv4 and IPv6 both refused)
  };
  visit(error, 0);
  return out;
}

/** Where the database is, for messages: host:port/database, without user or password. */
export function databaseLocation(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

export function describeDatabaseFailure(error: unknown, url: string): string {
  const where = databaseLocation(url);
  const all = codes(error);
  const has = (...wanted: string[]) => all.some((e) => e.code !== undefined && wanted.includes(e.code));
  if (has('EMBEDDED_POSTGRES_MISSING')) return `No hay base de datos: ${all[0].message}`;
  if (has('ECONNREFUSED'))
    return `No se pudo conectar a PostgreSQL en ${where}: la conexión fue rechazada (¿está en marcha el servidor?). Revisa DATABASE_URL.`;
  if (has('ENOTFOUND', 'EAI_AGAIN'))
    return `No se encontró el servidor de PostgreSQL de ${where} (el nombre no se resuelve). Revisa DATABASE_URL.`;
  if (has('CONNECT_TIMEOUT', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH'))
    return `PostgreSQL en ${where} no respondió a tiempo. Revisa DATABASE_URL y la red.`;
  if (has('28P01', '28000')) return `PostgreSQL en ${where} rechazó el usuario o la contraseña de DATABASE_URL.`;
  if (has('3D000')) return `La base de datos de DATABASE_URL no existe en ${where.split('/')[0]}: créala primero (createdb).`;
  if (has('ECONNRESET', 'CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED', '57P01', '57P03')) {
    return `PostgreSQL en ${where} cerró la conexión (¿se está reiniciando?). Intenta de nuevo.`;
  }
  const first = all.find((e) => e.message)?.message?.split('\n')[0] ?? String(error);
  return `No se pudo preparar la base de datos en ${where}: ${first}`;
}
