#!/usr/bin/env bash
# Mutation testing of packages/domain (issue 31): StrykerJS with the Vitest runner, the rules and the
# schemas in two runs, then the score per folder checked against the targets (scripts/mutation-score.ts).
# fast-check runs with a fixed seed so a mutant is killed or survives the same way on every run; set
# FC_SEED to try another. `npm run test:mutation -- rules` or `-- schemas` runs one part.
# Both runs are incremental (decision 093): results kept in packages/domain/reports/mutation/*-incremental.json
# are reused for every mutant whose code and covering tests did not change; `-- all --force` re-tests everything.
set -euo pipefail
cd "$(dirname "$0")/../packages/domain"
export FC_SEED=${FC_SEED:-20261126}
part=${1:-all}
shift || true
echo "== mutation testing of packages/domain (fast-check seed $FC_SEED)"
run() {
  # Static survivors are tested again on every run (scripts/mutation-forget-static-survivors.ts says why).
  node --import tsx ../../scripts/mutation-forget-static-survivors.ts "reports/mutation/$1-incremental.json"
  npx stryker run "$2" "${@:3}"
}
if [ "$part" = all ] || [ "$part" = rules ]; then run rules stryker.config.mjs "$@"; fi
if [ "$part" = all ] || [ "$part" = schemas ]; then run schemas stryker.schemas.config.mjs "$@"; fi
cd ../..
node --import tsx scripts/mutation-score.ts packages/domain/reports/mutation/rules.json packages/domain/reports/mutation/schemas.json
