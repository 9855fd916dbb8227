import { SURVEY_AFTER_MS, SURVEY_DISPLAY_DELAY_MS } from '@casino/sdk/rules';
import { act, screen } from '@testing-library/react';
import { renderSite } from '../../test/renderSite';
import { SURVEY_SCRIPT_ID, SURVEY_SHOWN_KEY } from './SurveyWidget';

const SURVEY = { survey_id: '310', survey_collector_id: 'AbC123', is_enable_widget: true };
const signedIn = { signedInAs: 'eur@casino.test', feConfig: { 'survey-config': SURVEY } } as const;

const surveyScript = () => document.getElementById(SURVEY_SCRIPT_ID);

beforeEach(() => {
  // Timeouts are the test's (the survey's 5 minutes); they also move with real time, which the fixture platform needs.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  surveyScript()?.remove();
  vi.useRealTimers();
});

describe('survey widget', () => {
  it("loads the provider's collector 5 minutes after load and 500 ms more, once per survey", async () => {
    const { casino } = renderSite('/', signedIn);
    await screen.findByRole('button', { name: 'Sign out' });
    // a minute short of the 5 minutes (real time moves the clock a little too)
    await act(() => vi.advanceTimersByTimeAsync(SURVEY_AFTER_MS - 60_000));
    expect(surveyScript()).toBeNull();
    // due now: the provider loads 500 ms later
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(surveyScript()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(SURVEY_DISPLAY_DELAY_MS));
    expect(surveyScript()).toHaveAttribute('src', 'https://widget.surveymonkey.com/collect/website/js/AbC123.js');
    expect(casino.storage.local?.getItem(SURVEY_SHOWN_KEY)).toBe('310');
  });

  it('waits while a key popup is open and shows nothing on the game page or to a guest', async () => {
    const popup = renderSite('/deposit', signedIn);
    await screen.findByRole('dialog');
    await act(() => vi.advanceTimersByTimeAsync(SURVEY_AFTER_MS + SURVEY_DISPLAY_DELAY_MS));
    expect(surveyScript()).toBeNull();
    popup.unmount();

    const guest = renderSite('/', { feConfig: { 'survey-config': SURVEY } });
    await screen.findAllByRole('link', { name: 'Sign in' });
    await act(() => vi.advanceTimersByTimeAsync(SURVEY_AFTER_MS + SURVEY_DISPLAY_DELAY_MS));
    expect(surveyScript()).toBeNull();
    guest.unmount();
  });

  it('shows nothing while the widget is off', async () => {
    renderSite('/', { ...signedIn, feConfig: { 'survey-config': { ...SURVEY, is_enable_widget: false } } });
    await screen.findByRole('button', { name: 'Sign out' });
    await act(() => vi.advanceTimersByTimeAsync(SURVEY_AFTER_MS + SURVEY_DISPLAY_DELAY_MS));
    expect(surveyScript()).toBeNull();
  });
});
