'use client';
// "Nuevo envío"'s two steps: "Cotizar" sends the form to POST /api/v1/quotes and shows every option
// (shipping-options.tsx); "Comprar" on one buys it with POST /api/v1/orders (its carrier and service, and an
// Idempotency-Key kept per option of this quote, so a retry after a lost answer never buys twice) and opens the new
// order. Changing the form drops the options: they were for the data quoted. The fields are server components
// handed in as children (address-fields.tsx, package-fields.tsx), so they carry the API's own limits.
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { formatPesos } from '@/app/(dashboard)/_lib/format';
import { sendJson } from '@/app/_components/fetch-json';
import { fileAsBase64Photo, pickedFile } from '@/app/_components/file-base64';
import { errorMessage } from '@/app/_components/use-action';
import type { CreateOrderResponse } from '@/lib/orders/schemas';
import type { QuoteResponse, ShippingOptionBody } from '@/lib/pricing/schemas';
import { readShipment, type Shipment } from './shipment-body';
import { ShippingOptions } from './shipping-options';
import { SCALE_PHOTO_FIELD } from './scale-photo-field';
import styles from './nuevo.module.css';

const post = <T,>(url: string, body: unknown, headers: Record<string, string> = {}) =>
  sendJson<T>(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

export function NewShipment({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [shipment, setShipment] = useState<Shipment | null>(null);
  const [priceNotice, setPriceNotice] = useState<string | null>(null);
  // the optional photo of the parcel on the scale, sent with the purchase only
  const [scaleFile, setScaleFile] = useState<File | null>(null);
  // one Idempotency-Key per option of the current quote
  const keys = useRef(new Map<string, string>());
  const quote = useMutation({
    mutationFn: (body: Shipment['quote']) => post<QuoteResponse>('/api/v1/quotes', body),
    onMutate: () => keys.current.clear(),
    // the options open below the form: bring them into view (the live region already says what came)
    onSuccess: () => document.getElementById('options-title')?.scrollIntoView({ block: 'start' }),
  });
  const buy = useMutation({
    mutationFn: async (option: ShippingOptionBody) => {
      if (!shipment) throw new Error('Cotiza el envío antes de comprar.');
      const id = `${option.carrier}:${option.service}`;
      const key = keys.current.get(id) ?? crypto.randomUUID();
      keys.current.set(id, key);
      // maxTotal: the total shown on the card; a higher price at purchase is a 409 price_changed, nothing charged
      const body = {
        ...shipment.order,
        shipmentType: option.shipmentType,
        carrier: option.carrier,
        service: option.service,
        maxTotal: option.totalCost,
        ...(scaleFile ? { scalePhoto: await fileAsBase64Photo(scaleFile) } : {}),
      };
      return post<CreateOrderResponse>('/api/v1/orders', body, { 'Idempotency-Key': key });
    },
    onMutate: () => setPriceNotice(null),
    onSuccess: (created) => router.push(`/dashboard/orders/${created.orderId}`),
    // The carrier's price went up since the quote: quote again, so the cards show the new prices, and say which one
    // changed; buying it again at its new price is the confirmation.
    onError: async (error, option) => {
      if ((error as { code?: string }).code !== 'price_changed' || !shipment) return;
      const fresh = await quote.mutateAsync(shipment.quote).catch(() => null);
      const now = fresh?.options.find((o) => o.carrier === option.carrier && o.service === option.service);
      buy.reset();
      setPriceNotice(
        now
          ? `El precio de ${now.carrierName} ${now.serviceName} cambió de ${formatPesos(option.totalCost)} a ${formatPesos(now.totalCost)}. No se realizó ningún cargo. Para confirmarlo, elige «Comprar por ${formatPesos(now.totalCost)}».`
          : `${errorMessage(error)}`,
      );
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = readShipment(data);
    setScaleFile(pickedFile(data, SCALE_PHOTO_FIELD));
    setShipment(next);
    buy.reset();
    setPriceNotice(null);
    quote.mutate(next.quote);
  };
  const onChange = () => {
    if (quote.isIdle && buy.isIdle) return;
    quote.reset();
    buy.reset();
    setPriceNotice(null);
    setShipment(null);
  };

  return (
    <div className={styles.layout}>
      <form
        className={`card ${styles.form}`}
        onSubmit={onSubmit}
        onChange={onChange}
        aria-label="Datos del envío"
        data-testid="shipment-form"
      >
        {children}
        <div className={styles.submit}>
          <button type="submit" className="btn btn-primary" disabled={quote.isPending || buy.isPending} data-testid="quote-submit">
            {quote.isPending && <span className="spinner" aria-hidden="true" />}
            Cotizar
          </button>
          {quote.error && (
            <div className="alert alert-error" role="alert" data-testid="quote-error">
              {errorMessage(quote.error)}
            </div>
          )}
        </div>
      </form>
      <ShippingOptions
        pending={quote.isPending}
        result={quote.data ?? null}
        buying={buy.isPending || buy.isSuccess ? (buy.variables ?? null) : null}
        buyError={buy.error ? errorMessage(buy.error) : null}
        priceNotice={priceNotice}
        onBuy={(option) => buy.mutate(option)}
      />
    </div>
  );
}
