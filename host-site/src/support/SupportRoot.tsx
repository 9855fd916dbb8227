import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SupportButton } from './SupportButton';
import { useSupport } from './useSupport';

/** How long after landing on `#chat` the chat opens (core.md §9: 1 s). */
export const CHAT_HASH_DELAY_MS = 1000;

// The contact form loads with the popup, not with the page.
const ContactPopup = lazy(() => import('./ContactPopup').then((module) => ({ default: module.ContactPopup })));

/**
 * Support on every page (docs/support.md): the support button, the contact popup when it is open, and the `#chat`
 * shortcut, which opens support 1 s after the page shows it and drops the hash.
 */
export function SupportRoot() {
  const location = useLocation();
  const navigate = useNavigate();
  const { contactOpen, open } = useSupport();
  const chatHash = location.hash === '#chat';
  useEffect(() => {
    if (!chatHash) return;
    const timer = setTimeout(() => {
      navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: location.state });
      void open();
    }, CHAT_HASH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [chatHash, location.pathname, location.search, location.state, navigate, open]);
  return (
    <>
      <SupportButton />
      {contactOpen ? (
        <Suspense>
          <ContactPopup />
        </Suspense>
      ) : null}
    </>
  );
}
