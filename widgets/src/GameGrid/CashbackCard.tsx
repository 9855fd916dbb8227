import type { MouseEvent } from 'react';
import type { WidgetTranslation } from '../provider/useT';

/** Props of {@link CashbackCard}. */
export interface CashbackCardProps {
  href: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  t: WidgetTranslation['t'];
}

/** Internal: the cashback card that opens the live category: a link to the cashback offer. */
export function CashbackCard({ href, onClick, t }: CashbackCardProps) {
  return (
    <div className="casino-game-tile">
      <a className="casino-game-card" href={href} onClick={onClick}>
        <span aria-hidden="true">↺</span>
        <strong>{t('games.card.cashback')}</strong>
      </a>
      <div className="casino-game-tile__caption">
        <p className="casino-game-tile__provider">{t('games.card.cashback_hint')}</p>
      </div>
    </div>
  );
}
