import { render } from '@testing-library/react';
import { ThemeRoot } from './ThemeRoot';
import { WIDGET_CSS } from './widgetCss';

describe('ThemeRoot', () => {
  it('carries the theme properties and its own stylesheet', () => {
    const { container } = render(
      <ThemeRoot widget="balance" appearance={{ theme: 'dark', variables: { colorPrimary: 'rebeccapurple' } }}>
        <p>inside</p>
      </ThemeRoot>,
    );
    const root = container.querySelector<HTMLElement>('[data-casino-widget="balance"]');
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(root?.style.getPropertyValue('--casino-color-primary')).toBe('rebeccapurple');
    expect(root?.querySelector('style')?.textContent).toBe(WIDGET_CSS);
  });
});
