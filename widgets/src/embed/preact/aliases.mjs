import { join } from 'node:path';

/**
 * What the script-tag build (and the vitest project that tests the widgets as it ships them) imports instead of React:
 * Preact's compat layer, and the Preact signals binding that matches `@preact/signals-react`. The npm packages stay React.
 */
export const preactAliases = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  '@preact/signals-react': '@preact/signals',
  '@preact/signals-react/runtime': join(import.meta.dirname, 'useSignals.ts'),
};
