import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { scrollToHash } from './scrollToHash';

/** On every navigation to a path with a `#id` hash that is not a shortcut, scrolls to that element once it exists. */
export function ScrollToHash() {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new navigation to the same hash scrolls again
  useEffect(() => scrollToHash(hash), [hash, key]);
  return null;
}
