import { percentile, type LoadResult } from './measure.ts';

const ms = (v: number) => (Number.isNaN(v) ? '–' : v < 10 ? v.toFixed(1) : Math.round(v).toString());

/** Index use of a plan, one line: `Index Scan Backward using rides_date_idx`, `Seq Scan on rides`, sorts. */
export function planSummary(plan: string): string {
  const found = new Set<string>();
  for (const line of plan.split('\n')) {
    const m =
      /(Index Only Scan(?: Backward)?|Index Scan(?: Backward)?|Bitmap Index Scan) (?:using|on) (\w+)/.exec(line) ??
      /(Seq Scan) on (\w+)/.exec(line) ??
      /(?:^|->\s+)((?:Incremental )?Sort)\s+\(/.exec(line);
    // The joins to users and vehicles go by primary key, the stops by their (ride, position) index: not shown.
    if (m && !/^(users|users_pkey|vehicles|vehicles_pkey|ride_stops_ride_position_idx)$/.test(m[2] ?? ''))
      found.add(m[2] ? `${m[1]} ${m[2]}` : m[1]!);
  }
  return [...found].join(', ');
}

export interface Row {
  name: string;
  matched: string;
  app: number[];
  load: LoadResult;
  bare: number[];
  plans: string[];
}

/** The results as a text table. */
export function table(rows: Row[]): string {
  const head = [
    'GET /api/orders',
    'matches',
    'app 1 conn p50/p95 ms',
    'req/s (10 conn)',
    'p50/p95/p99 ms (10 conn)',
    'bare SQL p50/p95 ms',
    'plan',
  ];
  const cells = rows.map((r) => [
    r.name,
    r.matched === '10001' ? '≥10001' : r.matched,
    `${ms(percentile(r.app, 0.5))} / ${ms(percentile(r.app, 0.95))}`,
    Number.isNaN(r.load.rps) ? '–' : Math.round(r.load.rps).toString(),
    `${ms(r.load.p50)} / ${ms(r.load.p95)} / ${ms(r.load.p99)}`,
    `${ms(percentile(r.bare, 0.5))} / ${ms(percentile(r.bare, 0.95))}`,
    r.plans.join('; '),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (row: string[]) => row.map((c, i) => (i === row.length - 1 ? c : c.padEnd(widths[i]!))).join(' | ');
  return [line(head), widths.map((w) => '-'.repeat(Math.min(w, 60))).join('-|-'), ...cells.map(line)].join('\n');
}
