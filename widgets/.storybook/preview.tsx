import { createFixtureCasino, type FixtureCasinoOptions } from '@casino/sdk/testing';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useMemo } from 'react';
import { CasinoProvider } from '../src/provider/CasinoProvider';

/** Gives each story its own casino, answered by the in-memory fixture platform configured by `parameters.casino`. */
const withFixtureCasino: Decorator = (Story, context) => {
  const options: FixtureCasinoOptions = context.parameters.casino ?? {};
  // biome-ignore lint/correctness/useExhaustiveDependencies: one casino per story, rebuilt only when another story renders
  const casino = useMemo(() => createFixtureCasino(options).casino, [context.id]);
  return (
    <CasinoProvider casino={casino}>
      <Story />
    </CasinoProvider>
  );
};

const preview: Preview = {
  decorators: [withFixtureCasino],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
