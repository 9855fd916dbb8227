import { type ComponentType, lazy } from 'react';

/**
 * A registered widget whose code loads when it first renders (`renderWidget` and `EmbedFrame` render every widget in
 * a `Suspense`). The embed runtime registers every widget, so the widgets of another entry (loyalty) register this
 * way and stay out of the runtime's bundle until a page shows them.
 */
export function lazyWidget<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(() => load().then((component) => ({ default: component })));
}
