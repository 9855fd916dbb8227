import { Alert, useCasino, useCasinoSignal } from '@casino/widgets';
import { useCallback } from 'react';
import { Link, useLocation } from 'react-router';
import { useTokenConfirmation } from '../account/useTokenConfirmation';
import { useSiteT } from '../i18n/useSiteT';
import { usePageTitle } from '../shell/usePageTitle';
import { usePopupLinkState } from '../shell/usePopupLinkState';

/** Query parameter of the confirmation link that carries the confirmation token. */
export const CONFIRMATION_TOKEN_PARAM = 'confirmation_token';

/** Email confirmation (/confirmation?confirmation_token=…): confirms the address with the SDK and shows the outcome. */
export function ConfirmationPage() {
  const casino = useCasino();
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const { t } = useSiteT();
  const popupState = usePopupLinkState();
  const { search } = useLocation();
  const token = new URLSearchParams(search).get(CONFIRMATION_TOKEN_PARAM);
  usePageTitle(t('confirmation.title'));
  const confirmEmail = useCallback((value: string) => casino.session.confirmEmail(value), [casino]);
  const outcome = useTokenConfirmation(token, confirmEmail);

  return (
    <section className="page" aria-labelledby="confirmation-title">
      <h1 id="confirmation-title">{t('confirmation.title')}</h1>
      {!token ? <Alert>{t('confirmation.missingToken')}</Alert> : null}
      {token && outcome.status === 'confirming' ? <p role="status">{t('confirmation.confirming')}</p> : null}
      {token && outcome.status === 'confirmed' ? (
        <>
          <Alert tone="success">{t('confirmation.confirmed')}</Alert>
          {loginState === 'logged' ? (
            <Link to="/" className="casino-button casino-button--primary">
              {t('confirmation.toLobby')}
            </Link>
          ) : (
            <Link to="/sign-in" state={popupState} className="casino-button casino-button--primary">
              {t('header.signIn')}
            </Link>
          )}
        </>
      ) : null}
      {token && outcome.status === 'failed' ? (
        <Alert title={t('confirmation.failed')}>
          {outcome.details.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </Alert>
      ) : null}
      {!token || outcome.status === 'failed' ? (
        <Link to="/email-verify" state={popupState} className="casino-button casino-button--secondary">
          {t('confirmation.sendNew')}
        </Link>
      ) : null}
    </section>
  );
}
