'use client';
// Tells the API reference's entry module (app/docs/_lib/scalar-assets.ts) that React has hydrated the page: Scalar
// sets its colour mode as a class on <body>, and doing so before hydration is a mismatch React reports.
import { useEffect } from 'react';

export function HydratedSignal({ event }: { event: string }) {
  useEffect(() => {
    document.documentElement.dataset.hidratado = '1';
    dispatchEvent(new Event(event));
  }, [event]);
  return null;
}
