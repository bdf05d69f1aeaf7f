import { percentile, type LoadResult } from './measure.ts';

const ms = (v: number) => (Number.isNaN(v) ? '–' : v < 10 ? v.toFixed(1) : Math.round(v).toString());
const ratio = (v: number) => (Number.isFinite(v) ? v.toFixed(2) : '–');

/** Index use of a plan, one line: `Index Scan Backward using rides_date_idx`, `Seq Scan on rides`, sorts. */
export function planSummary(plan: string): string {
  const found = new Set<string>();
  for (const line of plan.split('\n')) {
    const m =
      /(Index Only Scan(?: Backward)?|Index Scan(?: Backward)?|Bitmap Index Scan) (?:using|on) (\w+)/.exec(line) ??
      /(Seq Scan) on (\w+)/.exec(line) ??
      /(?:^|->\s+)((?:Incremental )?Sort)\s+\(/.exec(line);
    // The joins to users, vehicles and offers go by primary key, the stops by their (ride, position) index: not shown.
    if (
      m &&
      !/^(users|users_pkey|vehicles|vehicles_pkey|vehicle_offers|vehicle_offers_pkey|rides_pkey|ride_stops_ride_position_idx)$/.test(
        m[2] ?? '',
      )
    )
      found.add(m[2] ? `${m[1]} ${m[2]}` : m[1]!);
  }
  return [...found].join(', ');
}

export interface Row {
  name: string;
  matched: string;
  search: boolean;
  /** Statements of the list (on `rides`, `ride_stops`) one request runs. */
  trips: number;
  app5: LoadResult;
  app50: LoadResult;
  bare50: LoadResult;
  /** The list's statements one request at a time, sorted ms. */
  bare1: number[];
  plans: string[];
}

/** The results as a text table. */
export function table(rows: Row[]): string {
  const head = [
    'GET /api/orders',
    'matches',
    'list stmts',
    'p50/p99 ms (5 conn)',
    'req/s (50 conn)',
    'bare req/s (50)',
    'app/bare',
    'bare 1-at-a-time p50/p99 ms',
    'plan',
  ];
  const cells = rows.map((r) => [
    r.name,
    r.matched === '10001' ? '≥10001' : r.matched,
    String(r.trips),
    `${ms(r.app5.p50)} / ${ms(r.app5.p99)}`,
    Number.isNaN(r.app50.rps) ? '–' : Math.round(r.app50.rps).toString(),
    Number.isNaN(r.bare50.rps) ? '–' : Math.round(r.bare50.rps).toString(),
    ratio(r.app50.rps / r.bare50.rps),
    `${ms(percentile(r.bare1, 0.5))} / ${ms(percentile(r.bare1, 0.99))}`,
    r.plans.join('; '),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (row: string[]) => row.map((c, i) => (i === row.length - 1 ? c : c.padEnd(widths[i]!))).join(' | ');
  return [line(head), widths.map((w) => '-'.repeat(Math.min(w, 60))).join('-|-'), ...cells.map(line)].join('\n');
}

/** The goals of issue 18 §3, each against its figure of this run. */
export function goals(rows: Row[]): string {
  const lists = rows.filter((r) => !r.search);
  const searches = rows.filter((r) => r.search);
  const worst = (list: Row[], f: (r: Row) => number, max: boolean) =>
    list.length === 0 ? undefined : list.reduce((a, b) => ((max ? f(b) > f(a) : f(b) < f(a)) ? b : a));
  const share = (r: Row) => r.app50.rps / r.bare50.rps;
  const p99 = worst(lists, (r) => r.app5.p99, true);
  const least = worst(lists, share, false);
  const search = worst(searches, (r) => r.app5.p99, true);
  const first = rows.find((r) => r.name.startsWith('no filter'));
  const deep = rows.find((r) => r.name.includes('(cursor)'));
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const out: string[] = [];
  if (p99) out.push(`p99 at 5 clients ≤ 30 ms (filters, not q=): worst ${ms(p99.app5.p99)} ms (${p99.name}) — ${met(p99.app5.p99 <= 30)}`);
  if (least)
    out.push(
      `req/s at 50 clients ≥ 0.6 × the bare statements' at 50: worst ${ratio(share(least))} (${least.name}) — ${met(share(least) >= 0.6)}`,
    );
  if (search)
    out.push(`q= search p99 ≤ 50 ms (5 clients): worst ${ms(search.app5.p99)} ms (${search.name}) — ${met(search.app5.p99 <= 50)}`);
  if (first && deep) {
    const r50 = deep.app5.p50 / first.app5.p50;
    const r99 = deep.app5.p99 / first.app5.p99;
    out.push(
      `page 5,000 (cursor) vs page 1 at 5 clients: p50 ${ms(deep.app5.p50)} vs ${ms(first.app5.p50)} ms (×${ratio(r50)}), p99 ${ms(deep.app5.p99)} vs ${ms(first.app5.p99)} ms (×${ratio(r99)}) — ${met(r50 <= 1.2)} (as fast: ×1.2 at most)`,
    );
  }
  return out.join('\n');
}
