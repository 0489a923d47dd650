// The organization's logo (or its name) over a rule in its brand colour: whose parcel this is.
import type { PublicTracking } from '@/lib/tracking/public-tracking';
import styles from '../rastreo.module.css';

export function BrandHeader({ brand }: { brand: PublicTracking['brand'] }) {
  return (
    <header className={styles.brandHeader}>
      {brand.logoPath ? (
        // eslint-disable-next-line @next/next/no-img-element -- a small PNG of our own API; no optimizer needed
        <img src={brand.logoPath} alt={brand.name} className={styles.logo} height={40} />
      ) : (
        <span className={styles.brandName}>{brand.name}</span>
      )}
    </header>
  );
}
