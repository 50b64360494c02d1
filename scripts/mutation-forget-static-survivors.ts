/**
 * Makes the next incremental mutation run (scripts/mutation.sh) test the static survivors again.
 *
 * Stryker's incremental mode reuses a survivor's result while no test that covers it changed. A static mutant
 * (code that runs when its module loads: a zod schema, a module constant) is covered by no test in particular,
 * so a new test that kills it would never be noticed: seen 2026-11-29, when seven such survivors stayed
 * "Survived" after tests that kill them landed (a run of their files alone without the kept results killed
 * them). Dropping them from the kept results makes Stryker treat them as new and test them on every run;
 * every other result is reused as Stryker decides (a killed mutant while its killing test is unchanged).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

interface KeptMutant {
  status: string;
  static?: boolean;
}
interface KeptResults {
  files: Record<string, { mutants: KeptMutant[] }>;
}

const UNDETECTED = new Set(['Survived', 'NoCoverage']);

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue;
  const kept = JSON.parse(readFileSync(file, 'utf8')) as KeptResults;
  let dropped = 0;
  for (const entry of Object.values(kept.files)) {
    const before = entry.mutants.length;
    entry.mutants = entry.mutants.filter((mutant) => !(mutant.static === true && UNDETECTED.has(mutant.status)));
    dropped += before - entry.mutants.length;
  }
  writeFileSync(file, JSON.stringify(kept));
  console.log(`${file}: ${dropped} static survivors will be tested again`);
}
