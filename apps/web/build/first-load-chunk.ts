import type { Plugin } from 'vite';

/**
 * The first menu load in one file (issue 24's budget): every module the entry imports statically — what a
 * guest downloads before anything is lazy — goes into one chunk. Without it the bundler splits out each module
 * a lazy chunk shares with the first load (the basket, the query hooks, the texts' loader…): 22 small files,
 * each with its own imports and gzip frame, ≈ 6 KB gzip more for the same code (bench/RESULTS.md, 2026-11-29).
 * The list is known only once the module graph is built (`buildEnd`), before chunks are made; the group's
 * `test` reads it then. Dynamic imports (the route table after the menu, the languages' texts) stay lazy.
 */
/** V8's explicit compile hint for a whole file (https://v8.dev/blog/explicit-compile-hints). */
const COMPILE_ALL_FUNCTIONS = '//# allFunctionsCalledOnLoad';

/**
 * Modules the graph reaches only through a library's index re-exporting them, which the first load never
 * calls: grouped, they went into the first file for the lazy screens that do (the testimonials' and extras'
 * `useQueries`, the menu editor's `useMutationState`), ≈ 2 KB gzip; left out, the bundler tree-shakes them
 * from the first file and puts them with their lazy users. If the first load ever calls one, it would come as
 * a separate file: the bench lists the first load's files.
 */
const REEXPORTED_ONLY =
  /@tanstack\/(?:react-query|query-core)\/build\/modern\/(?:useQueries|queriesObserver|useMutationState|useInfiniteQuery|infiniteQueryObserver|useSuspenseQuery|useSuspenseQueries|useSuspenseInfiniteQuery|usePrefetchQuery|usePrefetchInfiniteQuery|HydrationBoundary|hydration|streamedQuery|useIsFetching)\.js$/;

export function firstLoadChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const firstLoad = new Set<string>();
  const plugin: Plugin = {
    name: 'tavola-first-load-chunk',
    apply: 'build',
    generateBundle: {
      // After the bundler's own rewrites of the chunk (Vite prepends its preload map), so the hint stays
      // the file's very first line, as V8 requires.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.isEntry) chunk.code = `${COMPILE_ALL_FUNCTIONS}\n${chunk.code}`;
        }
      },
    },
    buildEnd() {
      firstLoad.clear();
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const pending = [...entries];
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (firstLoad.has(id)) continue;
        firstLoad.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) pending.push(imported);
      }
    },
  };
  return { plugin, test: (id) => firstLoad.has(id) && !REEXPORTED_ONLY.test(id) };
}
