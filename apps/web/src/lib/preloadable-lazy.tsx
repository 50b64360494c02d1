import { lazy, type ComponentType } from 'react';

/**
 * React.lazy that can be fetched ahead. A part the server rendered inside a lazy boundary stays inert until
 * its chunk arrives, and an update reaching it meanwhile makes React throw the served markup away and draw
 * it again (a focused button inside goes, focus falls to <body>). Preloaded before hydrateRoot, the part
 * renders at once and hydrates with the rest of the page.
 */
export function preloadableLazy(load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | null = null;
  const Lazy = lazy(load);
  function Preloadable() {
    const Part = loaded ?? Lazy;
    return <Part />;
  }
  const preload = async () => {
    loaded = (await load()).default;
  };
  return { Component: Preloadable, preload };
}
