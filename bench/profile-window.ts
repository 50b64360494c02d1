import { readFileSync } from 'node:fs';

/**
 * Where a server's CPU went during one phase of a bench: `node bench/profile-window.ts <file.cpuprofile> <fromµs> <toµs> [orders]`
 * (the window as hot-dish.ts prints it for a server started with BENCH_SERVER_NODE_ARGS='--cpu-prof …').
 * Prints self time by function and by package (node_modules, node internals, the server's own code), per order when given.
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const [file, fromArg, toArg, ordersArg] = process.argv.slice(2);
if (!file || !fromArg || !toArg) throw new Error('usage: profile-window.ts <file.cpuprofile> <fromµs> <toµs> [orders]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const from = Number(fromArg);
const to = Number(toArg);
const orders = Number(ordersArg ?? 1);
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

const self = new Map<number, number>();
let at = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  const delta = profile.timeDeltas[i] ?? 0;
  at += delta;
  if (at < from || at > to) continue;
  const id = profile.samples[i]!;
  self.set(id, (self.get(id) ?? 0) + delta);
}

function packageOf(url: string): string {
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1]!;
  if (url.startsWith('node:') || url === '') return url || '(native / gc / idle)';
  if (url.includes('/packages/domain/')) return 'packages/domain';
  const server = /apps\/server\/src\/(.*)$/.exec(url);
  return server ? `server: ${server[1]}` : url.replace(/^.*\/work\/[^/]+\//, '');
}

const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
const inclusive = new Map<string, number>();
let total = 0;
for (const [id, micros] of self) {
  const node = byId.get(id)!;
  if (node.callFrame.functionName === '(idle)') continue;
  total += micros;
  const name = `${node.callFrame.functionName || '(anonymous)'} ${packageOf(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  const pkg = packageOf(node.callFrame.url);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
  // Inclusive time per function: once per distinct name on the stack.
  const seen = new Set<string>();
  for (let walk: number | undefined = id; walk !== undefined; walk = parent.get(walk)) {
    const frame = byId.get(walk)!.callFrame;
    const key = `${frame.functionName || '(anonymous)'} ${packageOf(frame.url)}:${frame.lineNumber + 1}`;
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + micros);
  }
}

const ms = (micros: number) => (micros / 1000 / orders).toFixed(3);
function print(title: string, table: Map<string, number>, limit: number) {
  console.log(`\n${title} (ms per order; ${(total / 1000 / orders).toFixed(2)} ms busy per order)\n`);
  for (const [name, micros] of [...table].sort((a, b) => b[1] - a[1]).slice(0, limit)) {
    console.log(`${ms(micros).padStart(8)}  ${((100 * micros) / total).toFixed(1).padStart(5)} %  ${name}`);
  }
}
print('Self time by package', byPackage, 25);
print('Self time by function', byFunction, 40);
print("Inclusive time by function", inclusive, 60);
print("Inclusive time, the server's own functions", new Map([...inclusive].filter(([name]) => name.includes("main.js") || name.includes("server:"))), 60);
