// Shown while a dashboard page loads on the server.
export default function Loading() {
  return (
    <div aria-busy="true" aria-live="polite" style={{ display: 'grid', gap: 18 }}>
      <span className="visually-hidden">Cargando…</span>
      <div className="skeleton" style={{ height: 32, width: 240 }} />
      <div className="stats">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="skeleton" style={{ height: 96 }} />
        ))}
      </div>
      <div className="skeleton" style={{ height: 280 }} />
    </div>
  );
}
