import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * What the game widgets' `onNavigate` gets: it follows a link of this site with the router (path, query and hash of
 * the href, absolute or not) and loads any other origin's page in full.
 */
export function useSiteNavigate(): (href: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (href: string) => {
      const url = new URL(href, window.location.href);
      if (url.origin !== window.location.origin) {
        window.location.assign(url.href);
        return;
      }
      navigate(`${url.pathname}${url.search}${url.hash}`);
    },
    [navigate],
  );
}
