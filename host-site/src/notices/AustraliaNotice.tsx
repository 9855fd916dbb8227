import { AU_NOTICE_MAX_AGE_S, showsAustraliaNotice } from '@casino/sdk/rules';
import { useCasinoSignal } from '@casino/widgets';
import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { PopupDialog } from '../popups/PopupDialog';
import { AU_NOTICE_COOKIE, hasCookie, setCookie } from './noticeCookies';

/** Path of the error page a visitor who declines the Australia notice is sent to. */
export const OOPS_PATH = '/oops';

/**
 * The Australia-only notice (core.md §2): a popup for a visitor whose IP is in Australia. Approving it is kept for a
 * year in a cookie; declining sends the visitor to `/oops`; closing it hides it until the next page load. Not shown on
 * `/oops` itself.
 */
export function AustraliaNotice() {
  const { t } = useSiteT();
  const titleId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const countryCode = useCasinoSignal((state) => state.currentIp.value?.country_code ?? null);
  const [approved, setApproved] = useState(true);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => setApproved(hasCookie(AU_NOTICE_COOKIE)), []);
  if (dismissed || pathname === OOPS_PATH || !showsAustraliaNotice({ countryCode, approved })) return null;
  const approve = () => {
    setCookie(AU_NOTICE_COOKIE, AU_NOTICE_MAX_AGE_S);
    setApproved(true);
  };
  const decline = () => {
    setDismissed(true);
    navigate(OOPS_PATH);
  };
  return (
    <PopupDialog label={t('auNotice.title')} labelledBy={titleId} onClose={() => setDismissed(true)}>
      <h2 id={titleId}>{t('auNotice.title')}</h2>
      <p>{t('auNotice.text')}</p>
      <div className="notice-actions">
        <button type="button" className="casino-button casino-button--primary" onClick={approve}>
          {t('auNotice.approve')}
        </button>
        <button type="button" className="casino-button casino-button--secondary" onClick={decline}>
          {t('auNotice.decline')}
        </button>
      </div>
    </PopupDialog>
  );
}
