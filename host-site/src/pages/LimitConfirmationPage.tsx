import { Alert, useCasino, useCasinoState } from '@casino/widgets';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { type Failure, failureOf, messageText } from '../account/formMessage';
import { useSiteT } from '../i18n/useSiteT';
import { usePageTitle } from '../shell/usePageTitle';

/** Query parameter of the emailed limit link that carries its token. */
export const LIMIT_TOKEN_PARAM = 'token';

type Outcome = { status: 'confirming' } | { status: 'confirmed' } | { status: 'failed'; failure: Failure };

/** Limit confirmation (/profile/limits/confirm?token=…): applies the emailed limit change at once and shows the outcome. */
export function LimitConfirmationPage() {
  const casino = useCasino();
  const { loginState } = useCasinoState();
  const { t } = useSiteT();
  const { search } = useLocation();
  const token = new URLSearchParams(search).get(LIMIT_TOKEN_PARAM);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'confirming' });
  // One call per token: a re-render or a strict-mode remount must not spend the single-use token twice.
  const calls = useRef(new Map<string, Promise<unknown>>());
  usePageTitle(t('limitConfirmation.title'));

  useEffect(() => {
    if (!token) return;
    let current = true;
    let call = calls.current.get(token);
    if (!call) {
      call = casino.limits.confirm(token);
      calls.current.set(token, call);
    }
    setOutcome({ status: 'confirming' });
    call.then(
      () => {
        if (current) setOutcome({ status: 'confirmed' });
      },
      (error: unknown) => {
        if (current) setOutcome({ status: 'failed', failure: failureOf(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [casino, token]);

  const details =
    outcome.status === 'failed'
      ? [...outcome.failure.general, ...Object.values(outcome.failure.fields).flat()].map((m) => messageText(t, m))
      : [];

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
          {details.map((text) => (
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
