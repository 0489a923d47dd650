// The search by any number printed on the label (tracking or guide number): a plain GET form (works without JavaScript), answered by app/rastreo/page.tsx.
import styles from '../rastreo.module.css';

export function TrackingSearchForm({ defaultValue = '' }: { defaultValue?: string }) {
  return (
    <form action="/rastreo" method="get" className={styles.search} role="search">
      <label htmlFor="guia" className={styles.searchLabel}>
        Número de rastreo o de guía
      </label>
      <div className={styles.searchRow}>
        <input
          id="guia"
          name="guia"
          type="text"
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          required
          maxLength={40}
          defaultValue={defaultValue}
          placeholder="Por ejemplo, MX1234567890123456"
          className={styles.searchInput}
        />
        <button type="submit" className={styles.searchButton}>
          Rastrear
        </button>
      </div>
    </form>
  );
}
