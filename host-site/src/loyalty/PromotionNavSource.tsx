import { useEffect, useState } from 'react';
import { useMysticJackpots } from '../jackpots/useMysticJackpots';
import type { NavigationPromotions } from '../shell/navigationEntries';
import { usePromotionPagesShown } from './usePromotionPagesShown';

/** Props of {@link PromotionNavSource}. */
export interface PromotionNavSourceProps {
  /** Receives which promotion entries the navigation shows, again whenever that changes. Required. */
  onChange: (promotions: NavigationPromotions) => void;
}

const NO_JACKPOTS: readonly string[] = [];

/**
 * Tells the navigation which promotion pages it leads to (loyalty.md §2): the adventure calendar (the activity hub),
 * the Rocket Mart and the Rocket Chance each while its page is on or for testers (group 21), and the active mystic
 * jackpots while theirs is on (`mystic_jackpots`). Renders nothing; a chunk of its own, so pages load the loyalty entry
 * after their first paint.
 */
export function PromotionNavSource({ onChange }: PromotionNavSourceProps) {
  const shown = usePromotionPagesShown();
  const [jackpots, setJackpots] = useState(NO_JACKPOTS);
  const mysticJackpots = shown.mysticJackpots ? jackpots : NO_JACKPOTS;
  useEffect(() => {
    onChange({
      activityHub: shown.adventure,
      pointsShop: shown.rocketMart,
      chancePage: shown.rocketChance,
      mysticJackpots,
    });
  }, [shown.adventure, shown.rocketMart, shown.rocketChance, mysticJackpots, onChange]);
  return shown.mysticJackpots ? <MysticJackpotIdentifiers onChange={setJackpots} /> : null;
}

/** Reads the active mystic jackpots (only while their page is on) and reports their identifiers. */
function MysticJackpotIdentifiers({ onChange }: { onChange: (identifiers: readonly string[]) => void }) {
  const { jackpots } = useMysticJackpots();
  const identifiers = jackpots.map((jackpot) => jackpot.identifier).join(' ');
  useEffect(() => {
    onChange(identifiers === '' ? NO_JACKPOTS : identifiers.split(' '));
  }, [identifiers, onChange]);
  return null;
}
