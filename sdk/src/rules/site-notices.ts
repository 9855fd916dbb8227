import type { LicenseName } from '../contract/info';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const DAY_S = 24 * 60 * 60;

/** Lifetime of the cookie-accepted cookie (core.md §9: 1 year), in seconds. */
export const COOKIE_NOTICE_MAX_AGE_S = 365 * DAY_S;
/** Lifetime of the Australian notice's approval (core.md §9: about 1 year), in seconds. */
export const AU_NOTICE_MAX_AGE_S = 365 * DAY_S;
/** Country whose visitors see the Australia-only notice. */
export const AU_NOTICE_COUNTRY = 'AU';

/** Tick of the EE session timer (core.md §9: 1 s). */
export const SESSION_TIMER_TICK_MS = SECOND_MS;
/** Interval of the idle page title change while the tab is hidden (core.md §9: 2 s). */
export const IDLE_TITLE_INTERVAL_MS = 2 * SECOND_MS;
/** The iOS webview exit popup is due this long after load (core.md §4: 5 minutes)… */
export const IOS_WEBVIEW_POPUP_AFTER_MS = 5 * MINUTE_MS;
/** …checked this often (core.md §4: every minute). */
export const IOS_WEBVIEW_CHECK_MS = MINUTE_MS;
/** The survey widget is due this long after load (core.md §9: 5 minutes)… */
export const SURVEY_AFTER_MS = 5 * MINUTE_MS;
/** …and shows this long after it was found due (core.md §9: 500 ms). */
export const SURVEY_DISPLAY_DELAY_MS = 500;

/** Whether the cookie notice shows: not accepted yet, and not over the sign-up popup (core.md §2). */
export function showsCookieNotice(input: { accepted: boolean; pathname: string }): boolean {
  return !input.accepted && input.pathname !== '/sign-up' && input.pathname !== '/registration';
}

/** Whether the Australia-only notice shows: a visitor from Australia who has not approved it yet. */
export function showsAustraliaNotice(input: { countryCode: string | null | undefined; approved: boolean }): boolean {
  return input.countryCode === AU_NOTICE_COUNTRY && !input.approved;
}

/** Whether the session timer runs (core.md §4): only for a signed-in player under the EE licence. */
export function showsSessionTimer(input: { loggedIn: boolean; licence: LicenseName }): boolean {
  return input.loggedIn && input.licence === 'EE';
}

/** Elapsed session time as `hh:mm:ss` (hours grow past 24; a negative time counts as 0). */
export function formatSessionTime(elapsedMs: number): string {
  const total = Math.max(0, Math.floor(elapsedMs / SECOND_MS));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/**
 * The licence suffix of the pages a visitor is shown (core.md §1: a static page is looked up as `slug/EE` or
 * `slug/AU` before `slug`): `EE` under the EE licence, else `AU` for a visitor from Australia, else none.
 */
export function pageSuffix(input: {
  licence: LicenseName;
  countryCode: string | null | undefined;
}): 'EE' | 'AU' | null {
  if (input.licence === 'EE') return 'EE';
  return input.countryCode === AU_NOTICE_COUNTRY ? 'AU' : null;
}

/**
 * Whether a user agent is an app's webview on iOS rather than Safari or another browser: an iPhone, iPad or iPod
 * whose WebKit has no `Safari/` token (a WKWebView), or a known in-app browser (Facebook, Instagram, Line, Twitter).
 */
export function isIosWebview(userAgent: string): boolean {
  if (!/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return false;
  if (/\b(FBAN|FBAV|Instagram|Line\/|Twitter)/.test(userAgent)) return true;
  return /AppleWebKit\//.test(userAgent) && !/\bSafari\//.test(userAgent);
}

/** What decides whether the survey widget may show now (core.md §4). */
export interface SurveyInput {
  /** The survey configuration's `is_enable_widget`. */
  enabled: boolean;
  loggedIn: boolean;
  /** Whether the game page is shown. */
  onGamePage: boolean;
  /** Whether a key popup (sign-in, sign-up, cashbox, …) is open. */
  keyModalOpen: boolean;
  /** Milliseconds since the page loaded. */
  sinceLoadMs: number;
}

/** Whether the survey may show: enabled, signed in, not on the game page, no key popup open, 5 minutes after load. */
export function surveyMayShow(input: SurveyInput): boolean {
  return (
    input.enabled && input.loggedIn && !input.onGamePage && !input.keyModalOpen && input.sinceLoadMs >= SURVEY_AFTER_MS
  );
}
