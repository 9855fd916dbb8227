import type { Appearance } from '@casino/sdk/contract';
import type { ReactNode } from 'react';
import { WidgetShell } from '../shell/WidgetShell';
import { TOURNAMENTS_CSS } from './tournamentsCss';
import { useTournamentsT } from './useTournamentsT';

/** Props of {@link TournamentsShell}. */
export interface TournamentsShellProps {
  /** Which tournament widget is inside; written to the root's `data-casino-widget`. */
  widget: string;
  appearance?: Appearance;
  children: ReactNode;
}

/** Internal: the frame of every tournament widget: the widget shell with the `tournaments` texts and the tournament styles. */
export function TournamentsShell({ widget, appearance, children }: TournamentsShellProps) {
  const texts = useTournamentsT();
  return (
    <WidgetShell widget={widget} appearance={appearance} texts={texts}>
      <style>{TOURNAMENTS_CSS}</style>
      {children}
    </WidgetShell>
  );
}
