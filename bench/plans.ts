// The benchmark's query plans (bench/run.ts): every statement the application sends for a scenario, as it sends it
// (the domain functions themselves, through prepared statements, repeated past PostgreSQL's five custom plans so a
// generic plan would show), with the plan PostgreSQL actually executed, reported by auto_explain (loaded for this one
// connection; the embedded server's role is a superuser). Nothing here retypes a statement of lib/, so a change of
// a search road shows up in these plans by itself.
import type postgres from 'postgres';
import { createDb, type Db } from '@/db/client';
import { KEY_LOOKUP_SQL } from '@/lib/api-keys/authenticate';
import { hashApiKey } from '@/lib/api-keys/key-format';
import { getOrderDetailJson } from '@/lib/orders/get-order-detail';
import { listOrdersJson } from '@/lib/orders/list-orders';

type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Actual Total Time'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Exact Heap Blocks'?: number;
  'Parent Relationship'?: string;
  'Subplan Name'?: string;
  Plans?: PlanNode[];
};
/** `label`: the request without its values (the same at every size of the scale table); `scenario`: with them. */
export type StatementPlan = { label: string; scenario: string; statement: number; plan: PlanNode; ms: number };

export type PlanInput = { key: string; orgId: string; orderId: string; cursor: string; nameQuery: string; trackingQuery: string };

/** The scenarios of the scale table, each a call of the domain function its route makes. */
function scenarios(input: PlanInput): Array<[string, string, (db: Db, sql: postgres.Sql) => Promise<unknown>]> {
  const org = input.orgId;
  return [
    [
      'API key lookup (a cache miss)',
      'API key lookup (a cache miss)',
      (_db, sql) => sql.unsafe(KEY_LOOKUP_SQL, [hashApiKey(input.key)], { prepare: true }),
    ],
    ['GET /orders/:id', 'GET /orders/:id', (db) => getOrderDetailJson(db, { organizationId: org, orderId: input.orderId })],
    [
      'GET /orders?limit=50 (first page)',
      'GET /orders?limit=50 (first page)',
      (db) => listOrdersJson(db, { organizationId: org, limit: 50 }),
    ],
    [
      'GET /orders?limit=50 (deep cursor)',
      'GET /orders?limit=50 (deep cursor)',
      (db) => listOrdersJson(db, { organizationId: org, limit: 50, cursor: input.cursor }),
    ],
    [
      'GET /orders?status=delivered&limit=50',
      'GET /orders?status=delivered&limit=50',
      (db) => listOrdersJson(db, { organizationId: org, limit: 50, status: 'delivered' }),
    ],
    [
      'GET /orders?q=Cliente <n> (recipient name)',
      `GET /orders?q=${input.nameQuery} (recipient name)`,
      (db) => listOrdersJson(db, { organizationId: org, limit: 50, q: input.nameQuery }),
    ],
    [
      'GET /orders?q=MXB<n> (tracking number)',
      `GET /orders?q=${input.trackingQuery} (tracking number)`,
      (db) => listOrdersJson(db, { organizationId: org, limit: 50, q: input.trackingQuery }),
    ],
  ];
}

const REPEAT = 7; // PostgreSQL plans a prepared statement for its values five times before it may keep a generic plan

/** The plans of each scenario's statements (its last repetition), in the order they were sent. */
export async function explainPlans(url: string, input: PlanInput): Promise<StatementPlan[]> {
  let notices: string[] = [];
  const { db, sql } = createDb(url, {
    max: 1,
    onnotice: (notice) => notices.push(String(notice.message)),
    connection: {
      session_preload_libraries: 'auto_explain',
      'auto_explain.log_min_duration': '0',
      'auto_explain.log_analyze': 'on',
      'auto_explain.log_buffers': 'off',
      'auto_explain.log_timing': 'on',
      'auto_explain.log_format': 'json',
      'auto_explain.log_level': 'notice',
    } as Record<string, string>,
  });
  const plans: StatementPlan[] = [];
  try {
    for (const [label, scenario, run] of scenarios(input)) {
      for (let i = 0; i < REPEAT; i++) {
        notices = [];
        await run(db, sql);
      }
      notices.forEach((message, index) => {
        const json = message.slice(message.indexOf('{'));
        const parsed = JSON.parse(json) as { Plan: PlanNode };
        const ms = Number(/duration: ([\d.]+) ms/.exec(message)?.[1] ?? NaN);
        plans.push({ label, scenario, statement: index + 1, plan: parsed.Plan, ms });
      });
      if (notices.length === 0) throw new Error(`no plan reported for ${scenario}: auto_explain not loaded?`);
    }
  } finally {
    await sql.end();
  }
  return plans;
}

const flat = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(flat)];

/** One table row per statement: its table accesses, its sorts and its duration. */
export function planTableRows(plans: StatementPlan[]): string[] {
  return plans.map(({ scenario, statement, plan, ms }) => {
    const nodes = flat(plan);
    const scans = nodes
      .filter((n) => n['Relation Name'])
      .map(
        (n) =>
          `${n['Node Type']}${n['Index Name'] ? ` using ${n['Index Name']}` : ''} on ${n['Relation Name']} (${n['Actual Rows']} rows${n['Exact Heap Blocks'] ? `, ${n['Exact Heap Blocks']} heap blocks` : ''}${n['Rows Removed by Index Recheck'] ? `, ${n['Rows Removed by Index Recheck']} removed by recheck` : ''})`,
      );
    const sorts = nodes.filter((n) => n['Node Type'] === 'Sort').map((n) => `${n['Actual Rows']} rows`);
    return `| ${scenario} | ${statement} | ${[...new Set(scans)].join('; ')} | ${sorts.join('; ') || 'none'} | ${ms.toFixed(2)} |`;
  });
}

/** The plan as an indented tree of node, index, relation, actual rows and time: for the text of docs/performance.md. */
export function planTree(plan: PlanNode, depth = 0): string[] {
  const n = plan;
  const label = [
    n['Subplan Name'] ? `${n['Subplan Name']}: ` : '',
    n['Node Type'],
    n['Index Name'] ? ` using ${n['Index Name']}` : '',
    n['Relation Name'] ? ` on ${n['Relation Name']}` : '',
    ` (rows=${n['Actual Rows']} loops=${n['Actual Loops']} time=${n['Actual Total Time']?.toFixed(3)} ms`,
    n['Rows Removed by Filter'] ? ` removed by filter=${n['Rows Removed by Filter']}` : '',
    n['Rows Removed by Index Recheck'] ? ` removed by recheck=${n['Rows Removed by Index Recheck']}` : '',
    n['Exact Heap Blocks'] ? ` heap blocks=${n['Exact Heap Blocks']}` : '',
    ')',
  ].join('');
  return [`${'  '.repeat(depth)}${label}`, ...(n.Plans ?? []).flatMap((p) => planTree(p, depth + 1))];
}

/** The database's own time per request (the sum of its statements' executions) at each size of the scale mode. */
export function databaseTimeTable(bySize: Array<{ size: number; plans: StatementPlan[] }>): string {
  const labels = [...new Set(bySize.flatMap((x) => x.plans.map((p) => p.label)))];
  const total = (plans: StatementPlan[], label: string) => plans.filter((p) => p.label === label).reduce((sum, p) => sum + p.ms, 0);
  return [
    `| Request | ${bySize.map((x) => `ms at ${x.size.toLocaleString('en-US')}`).join(' | ')} | statements |`,
    `|---|${bySize.map(() => '---:|').join('')}---:|`,
    ...labels.map((label) => {
      const statements = Math.max(...bySize.map((x) => x.plans.filter((p) => p.label === label).length));
      return `| ${label} | ${bySize.map((x) => total(x.plans, label).toFixed(2)).join(' | ')} | ${statements} |`;
    }),
  ].join('\n');
}
