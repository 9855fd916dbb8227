import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A `React.lazy` component that can be loaded ahead of its first render. */
export type PreloadableLazy<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Loads the component's chunk; once it resolves, the component renders without suspending. */
  preload(): Promise<void>;
};

/**
 * `React.lazy` over `load`, with `preload()`. React reads a lazy component's module in the callback of its promise,
 * so even a loaded chunk suspends its first render for a tick; after `preload()` the component hands React a
 * thenable that calls back at once, so a prerendered page hydrates in one pass (main.tsx), before the casino's
 * start can change what it shows.
 */
export function preloadableLazy<P>(load: () => Promise<ComponentType<P>>): PreloadableLazy<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = { default: component };
    });
  const component = lazy(() => {
    if (loaded) {
      const module = loaded;
      // biome-ignore lint/suspicious/noThenProperty: React reads a lazy module through a thenable; this one calls back at once
      return { then: (resolve: (value: typeof module) => void) => resolve(module) } as Promise<typeof module>;
    }
    return preload().then(() => loaded as { default: ComponentType<P> });
  });
  return Object.assign(component, { preload });
}
