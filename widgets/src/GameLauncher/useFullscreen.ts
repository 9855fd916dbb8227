import { type RefObject, useCallback, useEffect, useState } from 'react';

/** Internal: the Fullscreen API for one element. */
export interface Fullscreen {
  /** Whether the browser allows full screen here (`document.fullscreenEnabled`). */
  supported: boolean;
  /** Whether the element is in full screen now. */
  active: boolean;
  /** Enters full screen with the element, or leaves it. */
  toggle: () => void;
}

/** The fullscreen element of the document or shadow root the element is in. */
function fullscreenElementOf(element: Element): Element | null {
  const root = element.getRootNode();
  return root instanceof Document || root instanceof ShadowRoot ? root.fullscreenElement : null;
}

/** Internal: full screen for the element of `ref`, following `fullscreenchange` (Esc leaves it too). */
export function useFullscreen(ref: RefObject<HTMLElement | null>): Fullscreen {
  const [supported] = useState(() => typeof document !== 'undefined' && document.fullscreenEnabled === true);
  const [active, setActive] = useState(false);

  useEffect(() => {
    const follow = () => {
      const element = ref.current;
      setActive(element !== null && fullscreenElementOf(element) === element);
    };
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, [ref]);

  const toggle = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const change = fullscreenElementOf(element) === element ? document.exitFullscreen() : element.requestFullscreen();
    change.catch((error: unknown) => console.error('casino: full screen was refused', error));
  }, [ref]);

  return { supported, active, toggle };
}
