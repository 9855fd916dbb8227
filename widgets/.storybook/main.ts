import type { StorybookConfig } from '@storybook/react-vite';

/** Storybook of the widgets: every `*.stories.tsx` beside its component, run from source through the `source` export condition. */
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal(viteConfig) {
    viteConfig.resolve = {
      ...viteConfig.resolve,
      conditions: ['source', 'module', 'browser', 'development|production'],
    };
    return viteConfig;
  },
};

export default config;
