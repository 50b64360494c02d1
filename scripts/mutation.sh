#!/usr/bin/env bash
# Mutation testing of packages/domain (issue 31): StrykerJS with the Vitest runner, the rules and the
# schemas in two runs, then the score per folder checked against the targets (scripts/mutation-score.ts).
# fast-check runs with a fixed seed so a mutant is killed or survives the same way on every run; set
# FC_SEED to try another. `npm run test:mutation -- rules` or `-- schemas` runs one part.
set -euo pipefail
cd "$(dirname "$0")/../packages/domain"
export FC_SEED=${FC_SEED:-20261126}
part=${1:-all}
echo "== mutation testing of packages/domain (fast-check seed $FC_SEED)"
if [ "$part" = all ] || [ "$part" = rules ]; then npx stryker run stryker.config.mjs; fi
if [ "$part" = all ] || [ "$part" = schemas ]; then npx stryker run stryker.schemas.config.mjs; fi
cd ../..
node --import tsx scripts/mutation-score.ts packages/domain/reports/mutation/rules.json packages/domain/reports/mutation/schemas.json
