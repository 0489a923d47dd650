// The banner on every dashboard page while the dashboard is in test mode (docs/modes.md).
import { Icon } from './icons';

export function TestModeBanner() {
  return (
    <div className="alert alert-warning test-mode-banner" role="status" data-testid="test-mode-banner">
      <Icon name="alert" aria-hidden="true" />
      <span>
        <strong>Estás en modo de prueba: nada se envía ni se cobra de verdad.</strong> Los pedidos, lotes, webhooks, registros y movimientos
        que ves aquí son solo de prueba; apaga «Modo de prueba» para volver a tus datos reales.
      </span>
    </div>
  );
}
