import { useSiteT } from '../i18n/useSiteT';
import { usePageTitle } from '../shell/usePageTitle';
import './ffc.css';
import { type FeatureFlag, useFeatureFlags, useSetFlagOverride } from './useFeatureFlags';

type Choice = 'server' | 'on' | 'off';

const choiceOf = (flag: FeatureFlag): Choice => (flag.override === undefined ? 'server' : flag.override ? 'on' : 'off');

/**
 * `/ffc` (core.md §2, feature-flag configuration; docs/configuration.md): every feature flag the site reads with the
 * server's value and what this visitor gets. A tester (group 21) sets each flag for his browser (on, off, or the
 * server's value), kept in local storage and read by the site in one place; guests and other players see the list
 * without the switches (the values are public configuration), and a note that only testers can change them.
 */
export function FeatureFlagsPage() {
  const { t } = useSiteT();
  usePageTitle(t('ffc.title'));
  const { flags, tester, loading } = useFeatureFlags();
  const setOverride = useSetFlagOverride();
  const onOff = (value: boolean) => (value ? t('ffc.on') : t('ffc.off'));
  return (
    <section className="page ffc" aria-labelledby="ffc-title">
      <h1 id="ffc-title">{t('ffc.title')}</h1>
      <p>{tester ? t('ffc.testerIntro') : t('ffc.readOnlyIntro')}</p>
      <table className="casino-table ffc__table" aria-busy={loading}>
        <caption>{t('ffc.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ffc.flag')}</th>
            <th scope="col">{t('ffc.server')}</th>
            <th scope="col">{t('ffc.yours')}</th>
            {tester ? <th scope="col">{t('ffc.override')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {flags.map((flag) => (
            <tr key={flag.id} data-flag={flag.id}>
              <th scope="row">
                <code>{flag.name}</code> <span className="ffc__source">{flag.source}</span>
              </th>
              <td>{onOff(flag.server)}</td>
              <td data-testid="ffc-value">{onOff(flag.value)}</td>
              {tester ? (
                <td>
                  <select
                    aria-label={t('ffc.overrideOf', { flag: flag.name })}
                    value={choiceOf(flag)}
                    onChange={(event) => {
                      const choice = event.target.value as Choice;
                      setOverride(flag.id, choice === 'server' ? null : choice === 'on');
                    }}
                  >
                    <option value="server">{t('ffc.useServer')}</option>
                    <option value="on">{t('ffc.on')}</option>
                    <option value="off">{t('ffc.off')}</option>
                  </select>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
