import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from '../e2e/support/browser.ts';

/**
 * Where a page's main thread goes after its first paint, as Lighthouse's TBT counts it:
 * `node --import tsx bench/profile-page.ts [url]` (default http://localhost:3000/) loads the page once in the
 * full Chromium on a phone-sized screen, traced with the V8 sampling profiler, and prints every task of the
 * renderer's main thread over 12.5 ms after the first contentful paint (× 4 it blocks, in Lighthouse's mobile
 * model), with the trace events and the JavaScript functions it spent its time in. Function names are
 * readable on a build without minification (`npx vite build --minify false` in apps/web). Used for issue 24
 * (bench/RESULTS.md, 2026-11-30). Mind that the trace's own stack captures make timers and fetches look dearer.
 */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: { name?: string; data?: ProfileChunkData & { startTime?: number } };
}
interface ProfileChunkData {
  cpuProfile?: { nodes?: { id: number; parent?: number; callFrame: { functionName: string; url?: string; lineNumber: number } }[]; samples?: number[] };
  timeDeltas?: number[];
}

const url = process.argv[2] ?? 'http://localhost:3000/';
const browser = await chromium.launch({ executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const page = await context.newPage();
await browser.startTracing(page, {
  categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'blink', 'loading', 'rail', 'toplevel', 'disabled-by-default-v8.cpu_profiler'],
});
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
await browser.close();

// The page's renderer: the one that painted it (about:blank paints nothing), and its main thread.
const paint = events.filter((event) => event.name === 'firstContentfulPaint').at(-1);
if (!paint) throw new Error('no first contentful paint in the trace: did the page load?');
const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === paint.pid)!;
const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X').sort((a, b) => a.ts - b.ts);

// The profiler's samples, in trace time.
const profile = events.find((event) => event.name === 'Profile' && event.pid === main.pid);
const frames = new Map<number, { name: string; parent?: number }>();
const samples: [number, number][] = [];
let at = profile?.args?.data?.startTime ?? 0;
for (const chunk of events.filter((event) => event.name === 'ProfileChunk' && event.pid === main.pid && event.id === profile?.id)) {
  const data = chunk.args!.data!;
  for (const node of data.cpuProfile?.nodes ?? []) {
    const { functionName, url: file = '', lineNumber } = node.callFrame;
    frames.set(node.id, { name: `${functionName || '(anonymous)'} ${file.split('/').pop()}:${lineNumber}`, parent: node.parent });
  }
  (data.cpuProfile?.samples ?? []).forEach((id, index) => {
    at += data.timeDeltas?.[index] ?? 0;
    samples.push([at, id]);
  });
}
const stackOf = (id: number | undefined) => {
  const names: string[] = [];
  for (let frame = id === undefined ? undefined : frames.get(id); frame; frame = frame.parent === undefined ? undefined : frames.get(frame.parent)) {
    names.push(frame.name);
  }
  return names;
};
const top = (counts: Map<string, number>, total: number, n: number) =>
  [...counts].sort((a, b) => b[1] - a[1]).slice(0, n).map(([name, count]) => `${name} ${Math.round((100 * count) / total)} %`).join(' | ');

let blocking = 0;
for (const task of onMain.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > 12_500 && event.ts > paint.ts)) {
  const end = task.ts + task.dur!;
  blocking += Math.max(0, (4 * task.dur!) / 1000 - 50);
  const inside = new Map<string, number>();
  for (const event of onMain) {
    if (event === task || event.ts < task.ts || event.ts + (event.dur ?? 0) > end || (event.dur ?? 0) < 1000) continue;
    if (/RunTask|ThreadController|mojo/.test(event.name)) continue;
    inside.set(event.name, (inside.get(event.name) ?? 0) + event.dur! / 1000);
  }
  const within = samples.filter(([time]) => time >= task.ts && time <= end);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  for (const [, id] of within) {
    const stack = stackOf(id);
    if (stack[0]) self.set(stack[0], (self.get(stack[0]) ?? 0) + 1);
    for (const name of new Set(stack)) if (!/^\((root|program|idle)\)/.test(name)) total.set(name, (total.get(name) ?? 0) + 1);
  }
  console.log(`\n${((task.ts - paint.ts) / 1000).toFixed(0)} ms after first paint: ${(task.dur! / 1000).toFixed(1)} ms`);
  console.log(`  events: ${[...inside].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(' | ')}`);
  if (within.length > 0) {
    console.log(`  self:   ${top(self, within.length, 6)}`);
    console.log(`  within: ${top(total, within.length, 10)}`);
    // React components (and hooks) by the time spent inside them: what a render in this task drew.
    const drawn = new Map([...total].filter(([name]) => /^(use)?[A-Z][A-Za-z]+ /.test(name)));
    if (drawn.size > 0) console.log(`  components: ${top(drawn, within.length, 12)}`);
  }
}
console.log(`\nblocking time of these tasks at 4× CPU: ${blocking.toFixed(0)} ms (one load; Lighthouse simulates its own)`);
