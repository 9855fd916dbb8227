import { bonusesOf } from '@casino/sdk/bonuses';
import { useCasino, useCasinoSignal } from '@casino/widgets';
import { useId, useState } from 'react';
import { useSiteT } from '../i18n/useSiteT';

/** The player's choice to get bonuses and gifts at all (`can_issue_bonuses`, PATCH update_bonus_settings). */
export function BonusSettingsToggle() {
  const { t } = useSiteT();
  const casino = useCasino();
  const profile = useCasinoSignal((state) => state.profile.value);
  const hintId = useId();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!profile) return null;

  const change = async (canIssue: boolean) => {
    setSaving(true);
    setFailed(false);
    try {
      await bonusesOf(casino).gifts.updateBonusSettings(canIssue);
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="bonus-settings">
      <label>
        <input
          type="checkbox"
          checked={profile.can_issue_bonuses}
          disabled={saving}
          aria-describedby={hintId}
          onChange={(event) => void change(event.target.checked)}
        />{' '}
        {t('gifts.canIssue')}
      </label>
      <p id={hintId} className="bonus-settings__hint">
        {t(profile.can_issue_bonuses ? 'gifts.canIssueOn' : 'gifts.giftsOff')}
      </p>
      {failed ? <p role="alert">{t('gifts.settingsFailed')}</p> : null}
    </div>
  );
}
