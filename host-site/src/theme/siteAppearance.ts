import type { Appearance } from '@casino/widgets';

/** How the widgets look on the reference site: the dark theme with the site's gold as primary colour. */
export const SITE_APPEARANCE: Appearance = {
  theme: 'dark',
  variables: { colorPrimary: '#facc15', colorBackground: '#111827', borderRadius: '10px' },
};
