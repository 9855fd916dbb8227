import { Alert, Button, useCasino, useCasinoSignal, useForm } from '@casino/widgets';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormErrors } from '../account/FormErrors';
import { useSiteT } from '../i18n/useSiteT';
import { usePageTitle } from '../shell/usePageTitle';

/** /profile: the player's account details with a link to edit them, and the notice with a resend link while the email is unconfirmed. */
export function ProfileOverviewPage() {
  const casino = useCasino();
  const profile = useCasinoSignal((state) => state.profile.value);
  const level = useCasinoSignal((state) => state.level.value);
  const countries = useCasinoSignal((state) => state.countries.value);
  const { t } = useSiteT();
  const [resent, setResent] = useState(false);
  const resend = useForm({
    initial: {},
    fields: [],
    t,
    send: async () => {
      if (profile) await casino.session.resendConfirmation(profile.email);
      return undefined;
    },
  });
  usePageTitle(t('profile.title'));
  if (!profile) return null;

  const notSet = t('profile.notSet');
  const country = countries.find((c) => c.code === profile.country)?.name ?? profile.country;
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ');
  const rows: [string, string][] = [
    [t('widgets:field.email'), profile.email],
    [t('widgets:field.nickname'), profile.nickname ?? notSet],
    [t('field.name'), name || notSet],
    [t('widgets:field.country'), country ?? notSet],
    [t('widgets:field.currency'), profile.currency],
    [t('field.level'), level?.name ?? notSet],
    [t('field.twoFactor'), profile.two_factor_enabled ? t('security.twoFactorOn') : t('security.twoFactorOff')],
  ];

  return (
    <div className="casino-stack">
      <h2>{t('profile.details')}</h2>
      {profile.confirmed_at === null ? (
        <Alert tone="info" title={t('profile.unconfirmed')}>
          {resent ? <p>{t('emailVerify.resent', { email: profile.email })}</p> : null}
          <FormErrors messages={resend.formErrors} />
          <Button
            variant="link"
            busy={resend.busy}
            onClick={async () => {
              setResent(await resend.submit());
            }}
          >
            {t('emailVerify.resend')}
          </Button>
        </Alert>
      ) : null}
      <dl className="profile__details">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        <Link to="/profile/details">{t('profile.editDetails')}</Link>
      </p>
    </div>
  );
}
