import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

/** Props of {@link StripTrailingSlash}. */
export interface StripTrailingSlashProps {
  children?: ReactNode;
}

/** The path without its trailing slashes (`/profile/` → `/profile`); `/` stays `/`. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/** Replaces a URL that ends in a slash by the same URL without it, keeping query, hash and state. */
export function StripTrailingSlash({ children }: StripTrailingSlashProps) {
  const location = useLocation();
  const pathname = withoutTrailingSlash(location.pathname);
  if (pathname !== location.pathname) {
    return <Navigate replace to={{ pathname, search: location.search, hash: location.hash }} state={location.state} />;
  }
  return children;
}
