import { type ComponentType, createElement, lazy } from 'react';

/** Props of a widget whose `required` props may still be missing (attributes a page sets after the element exists). */
export type PendingProps<P, K extends keyof P> = Omit<P, K> & Partial<Pick<P, K>>;

/**
 * A registered widget whose code loads when it first renders (`renderWidget` and `EmbedFrame` render every widget in
 * a `Suspense`). The embed runtime registers every widget, so the widgets of another entry (loyalty) register this
 * way and stay out of the runtime's bundle until a page shows them. With `required`, it renders nothing (and loads
 * nothing) until every one of those props is set.
 */
export function lazyWidget<P extends object, K extends keyof P = never>(
  load: () => Promise<ComponentType<P>>,
  required: readonly K[] = [],
): ComponentType<PendingProps<P, K>> {
  const Widget = lazy(() => load().then((component) => ({ default: component })));
  return (props) => (required.every((key) => props[key] !== undefined) ? createElement(Widget, props as P) : null);
}
