import { AustraliaNotice } from './AustraliaNotice';
import { CookieNotice } from './CookieNotice';
import { IosWebviewPopup } from './IosWebviewPopup';
import { SessionTimer } from './SessionTimer';
import { SpecialSlotIntro } from './SpecialSlotIntro';
import { SurveyWidget } from './SurveyWidget';
import { useIdleTitle } from './useIdleTitle';

/**
 * The shell's notices (docs/notices.md): the cookie notice, the Australia notice, the EE session timer, the iOS webview
 * exit popup, the special-slot intro, the survey widget and the idle page title. Each lies over the page or is a
 * popup, so none moves the page's content.
 */
export function ShellNotices() {
  useIdleTitle();
  return (
    <>
      <CookieNotice />
      <SessionTimer />
      <AustraliaNotice />
      <IosWebviewPopup />
      <SpecialSlotIntro />
      <SurveyWidget />
    </>
  );
}
