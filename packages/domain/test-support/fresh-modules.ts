import { vi } from 'vitest';

// Runs before each test file of a mutation run (mutation-runs.ts): the file's imports evaluate the
// source modules afresh, with the mutant that is active now.
vi.resetModules();
