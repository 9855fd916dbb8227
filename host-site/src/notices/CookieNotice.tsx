import { COOKIE_NOTICE_MAX_AGE_S, showsCookieNotice } from '@casino/sdk/rules';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { COOKIE_NOTICE_COOKIE, hasCookie, setCookie } from './noticeCookies';

/**
 * The cookie notice (core.md §2): a bar over the bottom of the page (it takes no room, so nothing shifts) until the
 * visitor accepts it, which a cookie records for a year; hidden over the sign-up popup. Read after mounting, so a
 * server-rendered page never shows it.
 */
export function CookieNotice() {
  const { t } = useSiteT();
  const { pathname } = useLocation();
  const [accepted, setAccepted] = useState(true);
  useEffect(() => setAccepted(hasCookie(COOKIE_NOTICE_COOKIE)), []);
  if (!showsCookieNotice({ accepted, pathname })) return null;
  const accept = () => {
    setCookie(COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_MAX_AGE_S);
    setAccepted(true);
  };
  return (
    <section className="cookie-notice" aria-label={t('cookieNotice.label')}>
      <p>
        {t('cookieNotice.text')} <Link to="/cookie-policy">{t('cookieNotice.policy')}</Link>
      </p>
      <button type="button" className="casino-button casino-button--primary" onClick={accept}>
        {t('cookieNotice.accept')}
      </button>
    </section>
  );
}
