import { runLighthouse, type LighthouseScores } from './web-budget.ts';

/**
 * Two builds compared fairly on a noisy machine: `node --import tsx bench/compare-lighthouse.ts URL_A URL_B [runs]`
 * (default six) runs Lighthouse mobile on each in turn — A B, B A, A B, … so drift in the machine's load falls
 * on both — after one unreported warm-up each, and prints every run and the medians. Serve the two builds side
 * by side (a `git worktree` of the other commit, built, on another PORT). Used for issue 24 (bench/RESULTS.md):
 * one build's TBT ranges over hundreds of milliseconds here, so three runs cannot tell two builds apart.
 */
const [first, second] = process.argv.slice(2, 4);
const runs = Number(process.argv[4] ?? 6);
if (!first || !second || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: node --import tsx bench/compare-lighthouse.ts URL_A URL_B [runs]');
  process.exit(2);
}
const sides = [
  { name: 'A', url: first, results: [] as LighthouseScores[] },
  { name: 'B', url: second, results: [] as LighthouseScores[] },
];
for (const side of sides) await runLighthouse(side.url);
for (let run = 0; run < runs; run++) {
  for (const side of run % 2 === 0 ? sides : [...sides].reverse()) {
    const scores = await runLighthouse(side.url);
    side.results.push(scores);
    console.log(`${side.name} run ${run + 1}: performance ${scores.performance}, FCP ${scores.fcpMs} ms, LCP ${scores.lcpMs} ms, TBT ${scores.tbtMs} ms, CLS ${scores.cls}`);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

for (const { name, url, results } of sides) {
  const of = (pick: (scores: LighthouseScores) => number) => results.map(pick);
  const tbt = of((scores) => scores.tbtMs);
  console.log(
    `${name} ${url}: medians performance ${median(of((scores) => scores.performance))}, FCP ${median(of((scores) => scores.fcpMs))} ms, ` +
      `LCP ${median(of((scores) => scores.lcpMs))} ms, TBT ${median(tbt)} ms (${Math.min(...tbt)}–${Math.max(...tbt)}), CLS ${median(of((scores) => scores.cls))}`,
  );
}
