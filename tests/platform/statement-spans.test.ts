// db/ knows no tracer: tracing installs its statement hook in db/client.ts (lib/platform/observability/statement-spans.ts,
// from startTracing()), and every pool opened after that sends one span per statement under the caller's span,
// with the statement's text and never its parameters. A pool opened without a hook sends none.
import { context, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDb, installStatementHook } from '@/db/client';
import { statementSpans } from '@/lib/platform/observability/statement-spans';

const exporter = new InMemorySpanExporter();
const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
const tracer = provider.getTracer('statement-spans-test');
const handles: Array<ReturnType<typeof createDb>> = [];

beforeAll(() => {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
});

afterAll(async () => {
  installStatementHook(undefined);
  for (const handle of handles) await handle.sql.end({ timeout: 5 });
  await provider.shutdown();
});

/** Runs two statements through Drizzle under a span named `name`; the spans that ended. */
async function traced(name: string) {
  const handle = createDb(process.env.DATABASE_URL!, { max: 1 });
  handles.push(handle);
  exporter.reset();
  await tracer.startActiveSpan(name, async (span) => {
    await handle.db.execute(sql`select ${'secreto-del-parametro'}::text as value`);
    await handle.db.execute(sql`select 2 as two`);
    span.end();
  });
  return exporter.getFinishedSpans();
}

it('a pool opened after the hook is installed sends one span per statement, under the caller, without parameters', async () => {
  installStatementHook(statementSpans(tracer));
  const spans = await traced('operation');
  const parent = spans.find((s) => s.name === 'operation')!;
  const statements = spans.filter((s) => s.attributes['db.system.name'] === 'postgresql');
  expect(statements.map((s) => s.name)).toEqual(['select', 'select']);
  for (const s of statements) expect(s.parentSpanContext?.spanId).toBe(parent.spanContext().spanId);
  expect(statements[0].attributes['db.query.text']).toMatch(/\$1/);
  expect(statements[1].attributes['db.query.text']).toBe('select 2 as two');
  expect(JSON.stringify(statements.map((s) => s.attributes))).not.toContain('secreto-del-parametro');
});

it('a pool opened without a hook sends no statement span', async () => {
  installStatementHook(undefined);
  const spans = await traced('untraced');
  expect(spans.map((s) => s.name)).toEqual(['untraced']);
  expect(trace.getActiveSpan()).toBeUndefined();
});
