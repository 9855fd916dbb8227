import { themeVariables, WIDGET_CSS } from '@casino/widgets';
import { SITE_APPEARANCE } from './siteAppearance';

const rootVariables = Object.entries(themeVariables(SITE_APPEARANCE))
  .map(([property, value]) => `${property}: ${value};`)
  .join(' ');

/** Puts the site's `--casino-*` properties on the page and styles the ui primitives (TextField, Button…) the site uses outside widgets. */
export function SiteTheme() {
  return <style>{`:root { ${rootVariables} }\n${WIDGET_CSS}`}</style>;
}
