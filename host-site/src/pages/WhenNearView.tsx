import { type ReactNode, useEffect, useRef, useState } from 'react';

/** Props of {@link WhenNearView}. */
export interface WhenNearViewProps {
  /** Class of the empty placeholder, which keeps the place of the children until they show. Required. */
  placeholderClassName: string;
  /** What shows once its place comes near the view. */
  children: ReactNode;
}

/** How near the view a place has to be for its content to render: half a screen above or below. */
const NEAR = '50% 0px';

/**
 * Renders `children` once their place is within half a screen of the view (at once where the browser cannot tell),
 * and keeps them from then on; until then an empty placeholder holds the place. The prerendered page and the
 * browser's first render show the placeholder, so a page renders what is far out of view only when scrolled near.
 */
export function WhenNearView({ placeholderClassName, children }: WhenNearViewProps) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={place} className={placeholderClassName} />;
}
