// How a failed span reads, shared by the spans of operations (tracing.ts) and of statements (statement-spans.ts).
import { SpanStatusCode, type Span } from '@opentelemetry/api';

/** Marks a span failed with the error's name and code (never its message: it may quote a query's values). */
export function recordFailure(span: Span, error: unknown): void {
  const name = error instanceof Error ? error.name : 'Error';
  const code = (error as { code?: unknown } | null)?.code;
  span.setStatus({ code: SpanStatusCode.ERROR, message: code === undefined ? name : `${name} ${String(code)}` });
  span.setAttribute('error.type', code === undefined ? name : String(code));
}
