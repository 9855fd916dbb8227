import { Alert, useCasino, useCasinoState } from '@casino/widgets';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { type Failure, failureOf, messageText } from '../account/formMessage';
import { useSiteT } from '../i18n/useSiteT';
import { usePageTitle } from '../shell/usePageTitle';
import { usePopupLinkState } from '../shell/usePopupLinkState';

/** Query parameter of the confirmation link that carries the confirmation token. */
export const CONFIRMATION_TOKEN_PARAM = 'confirmation_token';

type Outcome = { status: 'confirming' } | { status: 'confirmed' } | { status: 'failed'; failure: Failure };

/** Email confirmation (/confirmation?confirmation_token=…): confirms the address with the SDK and shows the outcome. */
export function ConfirmationPage() {
  const casino = useCasino();
  const { loginState } = useCasinoState();
  const { t } = useSiteT();
  const popupState = usePopupLinkState();
  const { search } = useLocation();
  const token = new URLSearchParams(search).get(CONFIRMATION_TOKEN_PARAM);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'confirming' });
  const calls = useRef(new Map<string, Promise<void>>());
  usePageTitle(t('confirmation.title'));

  useEffect(() => {
    if (!token) return;
    let current = true;
    let call = calls.current.get(token);
    if (!call) {
      call = casino.session.confirmEmail(token);
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
          {details.map((text) => (
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
