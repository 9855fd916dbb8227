import { Navigate, useLocation } from 'react-router';

/** Props of {@link RedirectKeepingQuery}. */
export interface RedirectKeepingQueryProps {
  /** Path to go to. Required. */
  to: string;
}

/** Replaces the current URL by `to` with the same query (old email links carry their tokens in it) and hash, as an HTTP redirect would. */
export function RedirectKeepingQuery({ to }: RedirectKeepingQueryProps) {
  const { search, hash } = useLocation();
  return <Navigate replace to={{ pathname: to, search, hash }} />;
}
