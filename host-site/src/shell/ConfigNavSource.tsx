import type { TopMenuEntry } from '@casino/sdk/contract';
import { useEffect, useMemo } from 'react';
import { usePageOn } from '../site-config/usePageOn';
import { useSiteConfig } from '../site-config/useSiteConfig';
import { useSportsLink } from '../site-config/useSportsLink';
import type { NavigationConfig } from './navigationEntries';

/** Props of {@link ConfigNavSource}. */
export interface ConfigNavSourceProps {
  /** Receives what the configuration says of the navigation, again whenever that changes. Required. */
  onChange: (config: NavigationConfig) => void;
}

/**
 * Tells the navigation what the operator's configuration says of it (core.md §2, §3): the sports link while the
 * betting check holds, the top-menu-config switches and which pages the pages config has on (testers see all).
 * Renders nothing; a chunk of its own with the configuration module, loaded after the first paint.
 */
export function ConfigNavSource({ onChange }: ConfigNavSourceProps) {
  const sports = useSportsLink();
  const switches = useSiteConfig('top-menu-config').data.entries;
  const pageOn = usePageOn();
  const sportsUrl = sports.shown ? sports.href : null;
  const config = useMemo(
    (): NavigationConfig => ({
      sportsUrl,
      entryOn: (entry: TopMenuEntry) => switches[entry] ?? true,
      pageOn,
    }),
    [sportsUrl, switches, pageOn],
  );
  useEffect(() => onChange(config), [config, onChange]);
  return null;
}
