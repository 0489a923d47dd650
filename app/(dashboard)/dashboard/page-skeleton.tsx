// The loading state of the dashboard's list pages (their loading.tsx files). Only list pages have one: a page
// under a loading boundary streams, so its HTTP status is sent before it renders, and a detail page that finds
// nothing (notFound()) would answer 200 instead of 404. Detail pages and the admin area therefore have none.
export function PageSkeleton() {
  return (
    <div aria-busy="true" aria-live="polite" className="page-skeleton">
      <span className="visually-hidden">Cargando…</span>
      <div className="skeleton sk-title" />
      <div className="stats">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="skeleton sk-stat" />
        ))}
      </div>
      <div className="skeleton sk-table" />
    </div>
  );
}
