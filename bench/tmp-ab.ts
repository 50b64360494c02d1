import { runLighthouse } from './web-budget.ts';
const sides = [['old', 'http://localhost:4611/'], ['new', 'http://localhost:4610/']] as const;
const results: Record<string, { performance: number; tbtMs: number; fcpMs: number; lcpMs: number; cls: number }[]> = { old: [], new: [] };
await runLighthouse(sides[0][1]); await runLighthouse(sides[1][1]);
for (let i = 0; i < Number(process.env.RUNS ?? 6); i++) {
  for (const [name, url] of i % 2 ? [...sides].reverse() : sides) {
    const r = await runLighthouse(url);
    results[name]!.push(r);
    console.log(name, i, JSON.stringify(r));
  }
}
const median = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2; };
for (const name of ['old', 'new']) {
  const rs = results[name]!;
  console.log(name, 'median perf', median(rs.map((r) => r.performance)), 'tbt', median(rs.map((r) => r.tbtMs)), 'fcp', median(rs.map((r) => r.fcpMs)), 'lcp', median(rs.map((r) => r.lcpMs)), 'cls', median(rs.map((r) => r.cls)), 'tbt range', Math.min(...rs.map((r) => r.tbtMs)), Math.max(...rs.map((r) => r.tbtMs)));
}
