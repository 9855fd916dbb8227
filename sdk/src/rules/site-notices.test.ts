import {
  formatSessionTime,
  isIosWebview,
  pageSuffix,
  SURVEY_AFTER_MS,
  showsAustraliaNotice,
  showsCookieNotice,
  showsSessionTimer,
  surveyMayShow,
} from './site-notices';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_WEBVIEW =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';
const IPHONE_INSTAGRAM = `${IPHONE_WEBVIEW} Instagram 330.0.0.0 (iPhone14,5; iOS 17_4; en_US)`;
const ANDROID_WEBVIEW =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0 Mobile Safari/537.36';

describe('site notices rules', () => {
  it('shows the cookie notice until accepted, never over sign-up', () => {
    expect(showsCookieNotice({ accepted: false, pathname: '/' })).toBe(true);
    expect(showsCookieNotice({ accepted: true, pathname: '/' })).toBe(false);
    expect(showsCookieNotice({ accepted: false, pathname: '/sign-up' })).toBe(false);
    expect(showsCookieNotice({ accepted: false, pathname: '/registration' })).toBe(false);
  });

  it('shows the Australia notice to an Australian visitor until approved', () => {
    expect(showsAustraliaNotice({ countryCode: 'AU', approved: false })).toBe(true);
    expect(showsAustraliaNotice({ countryCode: 'AU', approved: true })).toBe(false);
    expect(showsAustraliaNotice({ countryCode: 'NZ', approved: false })).toBe(false);
    expect(showsAustraliaNotice({ countryCode: null, approved: false })).toBe(false);
  });

  it('runs the session timer only for a signed-in EE player', () => {
    expect(showsSessionTimer({ loggedIn: true, licence: 'EE' })).toBe(true);
    expect(showsSessionTimer({ loggedIn: false, licence: 'EE' })).toBe(false);
    expect(showsSessionTimer({ loggedIn: true, licence: 'CW' })).toBe(false);
  });

  it('formats the session time as hh:mm:ss past a day', () => {
    expect(formatSessionTime(0)).toBe('00:00:00');
    expect(formatSessionTime(59_999)).toBe('00:00:59');
    expect(formatSessionTime(3_661_000)).toBe('01:01:01');
    expect(formatSessionTime(100 * 3_600_000)).toBe('100:00:00');
    expect(formatSessionTime(-5)).toBe('00:00:00');
  });

  it('suffixes pages with EE under the EE licence, else AU for Australia', () => {
    expect(pageSuffix({ licence: 'EE', countryCode: 'AU' })).toBe('EE');
    expect(pageSuffix({ licence: 'CW', countryCode: 'AU' })).toBe('AU');
    expect(pageSuffix({ licence: 'CW', countryCode: 'DE' })).toBeNull();
  });

  it('tells an iOS webview from Safari, Chrome on iOS and Android', () => {
    expect(isIosWebview(IPHONE_WEBVIEW)).toBe(true);
    expect(isIosWebview(IPHONE_INSTAGRAM)).toBe(true);
    expect(isIosWebview(IPHONE_SAFARI)).toBe(false);
    expect(isIosWebview(IPHONE_CHROME)).toBe(false);
    expect(isIosWebview(ANDROID_WEBVIEW)).toBe(false);
  });

  it('shows the survey 5 minutes after load to a signed-in player off the game page with no key popup', () => {
    const due = { enabled: true, loggedIn: true, onGamePage: false, keyModalOpen: false, sinceLoadMs: SURVEY_AFTER_MS };
    expect(surveyMayShow(due)).toBe(true);
    expect(surveyMayShow({ ...due, sinceLoadMs: SURVEY_AFTER_MS - 1 })).toBe(false);
    expect(surveyMayShow({ ...due, enabled: false })).toBe(false);
    expect(surveyMayShow({ ...due, loggedIn: false })).toBe(false);
    expect(surveyMayShow({ ...due, onGamePage: true })).toBe(false);
    expect(surveyMayShow({ ...due, keyModalOpen: true })).toBe(false);
  });
});
