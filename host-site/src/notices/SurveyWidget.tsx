import { configOf } from '@casino/sdk/config';
import { SURVEY_AFTER_MS, SURVEY_DISPLAY_DELAY_MS, surveyMayShow } from '@casino/sdk/rules';
import { useCasino, useCasinoSignal, useResource } from '@casino/widgets';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { popupOf } from '../routing/popups';

/** The survey provider's website-collector script (SurveyMonkey), by the configuration's `survey_collector_id`. */
export const SURVEY_SCRIPT_BASE = 'https://widget.surveymonkey.com/collect/website/js/';
/** Id of the survey provider's script element. */
export const SURVEY_SCRIPT_ID = 'smcx-sdk';
/** Local storage key of the survey last shown, so that a survey shows once per browser. */
export const SURVEY_SHOWN_KEY = 'casino.survey-shown';

/**
 * The survey widget (core.md §2, §4, docs/notices.md): with `survey-config`'s widget on, for a signed-in player, 5
 * minutes after the page loaded, not on the game page and with no key popup open, it loads the survey provider's
 * collector 500 ms later, which shows the survey itself; once per survey per browser. Nothing of the provider loads
 * before that.
 */
export function SurveyWidget() {
  const casino = useCasino();
  const { pathname } = useLocation();
  const loggedIn = useCasinoSignal((state) => state.loginState.value === 'logged');
  const survey = useResource(configOf(casino).read('survey-config'), loggedIn ? 'once' : 'never').data;
  const [due, setDue] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setDue(true), SURVEY_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);

  const shows = surveyMayShow({
    enabled: survey.is_enable_widget && survey.survey_collector_id !== '',
    loggedIn,
    onGamePage: pathname.startsWith('/play/'),
    keyModalOpen: popupOf(pathname) !== null,
    sinceLoadMs: due ? SURVEY_AFTER_MS : 0,
  });
  const { survey_id: surveyId, survey_collector_id: collectorId } = survey;

  useEffect(() => {
    if (!shows) return;
    const storage = casino.storage.local;
    if (storage?.getItem(SURVEY_SHOWN_KEY) === surveyId || document.getElementById(SURVEY_SCRIPT_ID)) return;
    const timer = setTimeout(() => {
      storage?.setItem(SURVEY_SHOWN_KEY, surveyId);
      const script = document.createElement('script');
      script.id = SURVEY_SCRIPT_ID;
      script.async = true;
      script.src = `${SURVEY_SCRIPT_BASE}${encodeURIComponent(collectorId)}.js`;
      document.body.append(script);
    }, SURVEY_DISPLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [casino, shows, surveyId, collectorId]);

  return null;
}
