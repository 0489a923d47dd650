// OpenTelemetry traces (docs/observability.md). Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set: then
// instrumentation.ts calls startTracing() once per server process, before anything opens a database pool, and
// spans go out over OTLP/HTTP (JSON) in batches. While it is off, tracer() is undefined and every caller skips
// its span work on that one check: the SDK is never even loaded.
// The tracer lives on globalThis (like @opentelemetry/api's own provider), so every bundle Next.js builds
// (instrumentation, route handlers) sees the one the process started.
import { context, SpanKind, SpanStatusCode, trace, type Attributes, type Span, type Tracer } from '@opentelemetry/api';
import { installStatementHook } from '@/db/client';
import { runtimeEnv } from '@/lib/platform/config';
import { recordFailure } from './record-failure';
import { statementSpans } from './statement-spans';

const STATE = Symbol.for('envios.tracing');
type State = { tracer: Tracer; flush: () => Promise<void>; shutdown: () => Promise<void> };
const store = globalThis as unknown as Record<symbol, State | undefined>;

export { SpanKind, SpanStatusCode, context, recordFailure, trace, type Span };

/** The process's tracer, or undefined when tracing is off (the cheap check every span site makes first). */
export function tracer(): Tracer | undefined {
  return store[STATE]?.tracer;
}

/** The service name spans carry (OTEL_SERVICE_NAME, else envios-mx). */
export const serviceName = () => runtimeEnv.otelServiceName() || 'envios-mx';

/**
 * Starts the SDK: AsyncLocalStorage context (so a statement's span is the child of its request's), a batch
 * processor and the OTLP/HTTP exporter, which reads OTEL_EXPORTER_OTLP_ENDPOINT (and the standard
 * OTEL_EXPORTER_OTLP_* / OTEL_BSP_* variables) itself. Idempotent.
 */
export async function startTracing(): Promise<boolean> {
  if (store[STATE]) return true;
  if (!runtimeEnv.otelExporterConfigured()) return false;
  const [
    { BasicTracerProvider, BatchSpanProcessor },
    { OTLPTraceExporter },
    { resourceFromAttributes },
    { AsyncLocalStorageContextManager },
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/context-async-hooks'),
  ]);
  const resource = resourceFromAttributes({
    'service.name': serviceName(),
    'service.instance.id': `${runtimeEnv.hostname() || 'local'}:${process.pid}`,
    'process.pid': process.pid,
  });
  const provider = new BasicTracerProvider({ resource, spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())] });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  trace.setGlobalTracerProvider(provider);
  const started = trace.getTracer('envios-mx');
  store[STATE] = {
    tracer: started,
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
  // every pool and transaction opened from now on sends one span per statement (statement-spans.ts)
  installStatementHook(statementSpans(started));
  return true;
}

/** Sends the spans still buffered and stops the exporter (a step of the graceful shutdown). */
export async function stopTracing(): Promise<void> {
  const state = store[STATE];
  if (!state) return;
  await state.flush().catch(() => {});
  await state.shutdown().catch(() => {});
}

/**
 * Runs `fn` inside a span named `name` (the active span's child) when tracing is on; otherwise just runs it.
 * For work that is not per statement (a label rendering, a webhook attempt): callers on the hot path check
 * tracer() themselves to avoid even the closure.
 */
export async function inSpan<T>(name: string, attributes: Attributes, fn: (span: Span | undefined) => Promise<T>): Promise<T> {
  const active = tracer();
  if (!active) return fn(undefined);
  return active.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await fn(span);
    } catch (error) {
      recordFailure(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}
