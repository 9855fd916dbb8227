import { Alert, useCasino, useCasinoSignal } from '@casino/widgets';
import { useCallback } from 'react';
import { Link, useLocation } from 'react-router';
import { useTokenConfirmation } from '../account/useTokenConfirmation';
import { useSiteT } from '../i18n/useSiteT';
import { usePageTitle } from '../shell/usePageTitle';

/** Query parameter of the emailed limit link that carries its token. */
export const LIMIT_TOKEN_PARAM = 'token';

/** Limit confirmation (/profile/limits/confirm?token=…): applies the emailed limit change at once and shows the outcome. */
export function LimitConfirmationPage() {
  const casino = useCasino();
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const { t } = useSiteT();
  const { search } = useLocation();
  const token = new URLSearchParams(search).get(LIMIT_TOKEN_PARAM);
  usePageTitle(t('limitConfirmation.title'));
  const confirmLimit = useCallback((value: string) => casino.limits.confirm(value), [casino]);
  const outcome = useTokenConfirmation(token, confirmLimit);

  return (
    <section className="page" aria-labelledby="limit-confirmation-title">
      <h1 id="limit-confirmation-title">{t('limitConfirmation.title')}</h1>
      {!token ? <Alert>{t('limitConfirmation.missingToken')}</Alert> : null}
      {token && outcome.status === 'confirming' ? <p role="status">{t('limitConfirmation.confirming')}</p> : null}
      {token && outcome.status === 'confirmed' ? (
        <Alert tone="success">{t('limitConfirmation.confirmed')}</Alert>
      ) : null}
      {token && outcome.status === 'failed' ? (
        <Alert title={t('limitConfirmation.failed')}>
          {outcome.details.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </Alert>
      ) : null}
      {loginState === 'logged' && (!token || outcome.status !== 'confirming') ? (
        <Link to="/profile/limits" className="casino-button casino-button--secondary">
          {t('limitConfirmation.toLimits')}
        </Link>
      ) : null}
    </section>
  );
}
