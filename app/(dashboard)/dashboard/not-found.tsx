import Link from 'next/link';
import { EmptyState } from '@/app/_components/ui';

export default function NotFound() {
  return (
    <div className="card">
      <EmptyState icon="alert" title="No encontramos lo que buscas" action={<Link href="/dashboard" className="btn">Volver al resumen</Link>}>
        El recurso no existe o pertenece a otra organización.
      </EmptyState>
    </div>
  );
}
