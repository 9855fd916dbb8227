import { type KeyboardEvent, type ReactElement, type ReactNode, useId, useRef } from 'react';

/** Props of {@link Tabs}. */
export interface TabsProps<Tab extends string> {
  /** The tabs in order. */
  tabs: readonly Tab[];
  /** The tab whose panel shows. */
  shown: Tab;
  /** The player chose a tab (click, arrows, Home, End). */
  onChoose: (tab: Tab) => void;
  /** The tab list's accessible name. */
  label: string;
  /** What a tab reads. */
  title: (tab: Tab) => ReactElement | string;
  /** Whether the panel is loading (`aria-busy`). Defaults to false. */
  busy?: boolean;
  /** The shown tab's panel. */
  children: ReactNode;
}

/**
 * Tabs with one panel, as the WAI-ARIA tabs pattern has them: the shown tab alone is in the tab order, the arrow keys,
 * Home and End move to another tab and show it, and the panel is named by its tab.
 */
export function Tabs<Tab extends string>({ tabs, shown, onChoose, label, title, busy, children }: TabsProps<Tab>) {
  const id = useId();
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -tabs.length, End: tabs.length }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = tabs[Math.min(Math.max(tabs.indexOf(shown) + step, 0), tabs.length - 1)] ?? shown;
    onChoose(next);
    refs.current[next]?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={label} className="casino-tabs">
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              refs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}`}
            className="casino-tabs__tab"
            aria-selected={shown === tab}
            aria-controls={`${id}-panel`}
            tabIndex={shown === tab ? 0 : -1}
            onClick={() => onChoose(tab)}
            onKeyDown={onKeyDown}
          >
            {title(tab)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${shown}`}
        className="casino-stack"
        aria-busy={busy || undefined}
      >
        {children}
      </div>
    </>
  );
}
