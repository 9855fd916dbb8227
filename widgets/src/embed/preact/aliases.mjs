import { join } from 'node:path';

/**
 * What the script-tag build (and the vitest project that tests the widgets as it ships them) imports instead of React
 * and i18next: Preact's compat layer, the Preact signals binding that matches `@preact/signals-react`, and the
 * embed runtime's message formatter (widgets/src/embed/messages/). The npm packages stay React and i18next.
 */
export const preactAliases = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  '@preact/signals-react': '@preact/signals',
  '@preact/signals-react/runtime': join(import.meta.dirname, 'useSignals.ts'),
  i18next: join(import.meta.dirname, '../messages/createInstance.ts'),
};
