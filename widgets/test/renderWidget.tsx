import { createFixtureCasino, type FixtureCasinoOptions } from '@casino/sdk/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { CasinoProvider } from '../src/provider/CasinoProvider';

/** Renders a widget inside a provider whose casino talks to a fresh fixture platform. */
export function renderWidget(widget: ReactElement, options: FixtureCasinoOptions = {}) {
  const fixture = createFixtureCasino(options);
  const view = render(<CasinoProvider casino={fixture.casino}>{widget}</CasinoProvider>);
  return { ...view, ...fixture };
}
