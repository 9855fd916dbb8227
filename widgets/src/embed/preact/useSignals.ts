// The script-tag build renders with Preact (widgets/src/embed/preact/aliases.mjs), where `@preact/signals` tracks the
// signals a component reads during render by itself, through Preact's options hooks. So the React binding's
// `useSignals()` has nothing left to do there; importing `@preact/signals` is what installs the tracking.
import '@preact/signals';

/** `useSignals()` of `@preact/signals-react/runtime` under Preact: the component already re-renders when a signal it read changes. */
export function useSignals(): void {}
