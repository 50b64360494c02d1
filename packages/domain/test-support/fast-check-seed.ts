import fc from 'fast-check';

// Property tests pick fresh random inputs on every run, which is what finds new edges. The mutation run needs
// the opposite: the same inputs for every mutant and every run, or a mutant is "killed" in one run and
// "survives" the next. `FC_SEED` fixes the seed (scripts/mutation.sh sets it and prints it); a failing
// property prints its own seed and path either way, so any run can be replayed.
const fixedSeed = process.env.FC_SEED;
if (fixedSeed !== undefined && fixedSeed !== '') {
  fc.configureGlobal({ seed: Number(fixedSeed) });
}
