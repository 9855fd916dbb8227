import type { Appearance } from '@casino/sdk/contract';
import { adventureClaimRefusalOf } from '@casino/sdk/vip';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import { useNow } from '../PromoTimer/useNow';
import { useCasino } from '../provider/useCasino';
import { useCasinoSignal } from '../provider/useCasinoSignal';
import { useResource } from '../provider/useResource';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { useLinkClick } from '../vip/useLinkClick';
import { useVip } from '../vip/useVip';
import { useVipT } from '../vip/useVipT';
import { VipShell } from '../vip/VipShell';
import { AdventureDayCard } from './AdventureDayCard';
import { type AdventureCard, adventureCards } from './adventureCards';
import { ClaimDialog, type ClaimState } from './ClaimDialog';

/** Props of {@link AdventureCalendar}. All optional. */
export interface AdventureCalendarProps {
  /** Address of the player's gifts, where a claimed prize is. Defaults to `${casino.baseUrl}/profile/gifts`. */
  giftsHref?: string;
  /** Where a guest's sign-in call to action leads. Defaults to `${casino.baseUrl}/sign-in`. */
  signInHref?: string;
  /** Called instead of following a link on a plain left click, for single-page hosts. Defaults to none. */
  onNavigate?: (href: string) => void;
  /** Theme and variables of the host. Defaults to the light theme. */
  appearance?: Appearance;
}

/**
 * The adventure calendar (loyalty.md §2–§4): a banner with the adventure's title, then a card per day (completed,
 * active with its expiry timer, lost, future) with its prize and the condition's progress from the player's real
 * deposits and bets, and the super prize last. A completed day's prize is claimed once; the result shows in a
 * dialog with a link to the gifts. Once finished, the calendar says so. Guests see the days and a sign-in link.
 */
export function AdventureCalendar({ appearance, ...props }: AdventureCalendarProps) {
  return (
    <VipShell widget="adventure-calendar" appearance={appearance}>
      <AdventureCalendarContent {...props} />
    </VipShell>
  );
}

function AdventureCalendarContent({ giftsHref, signInHref, onNavigate }: Omit<AdventureCalendarProps, 'appearance'>) {
  useSignals();
  const { adventure } = useVip();
  const { t } = useVipT();
  const baseUrl = useCasino().options.baseUrl;
  const logged = useCasinoSignal((state) => state.loginState.value) === 'logged';
  const calendar = useResource(adventure.calendar, 'fresh');
  const now = useNow(60_000);
  const headingId = useId();
  const onLinkClick = useLinkClick(onNavigate);
  const [claim, setClaim] = useState<ClaimState | null>(null);

  if (calendar.status === 'error' && !calendar.data) {
    return (
      <section aria-labelledby={headingId} className="casino-stack">
        <h2 id={headingId}>{t('vip.adventure.title')}</h2>
        <Alert>{t('vip.adventure.load_failed')}</Alert>
        <div>
          <Button variant="secondary" onClick={calendar.reload}>
            {t('common.retry')}
          </Button>
        </div>
      </section>
    );
  }
  if (calendar.status !== 'ready' && !calendar.data) {
    return (
      <section aria-labelledby={headingId} aria-busy="true">
        <h2 id={headingId}>{t('vip.adventure.title')}</h2>
        <p role="status">{t('common.loading')}</p>
      </section>
    );
  }
  if (!calendar.data) {
    return (
      <section aria-labelledby={headingId}>
        <h2 id={headingId}>{t('vip.adventure.title')}</h2>
        <p>{t('vip.adventure.none')}</p>
      </section>
    );
  }

  const { cards, finished } = adventureCards(calendar.data, now);
  const claimDay = async (card: AdventureCard) => {
    setClaim({ step: 'claiming', card });
    try {
      await adventure.claim(card.day);
      setClaim({ step: 'claimed', card });
    } catch (error) {
      setClaim({ step: 'refused', card, code: adventureClaimRefusalOf(error) });
    }
  };
  return (
    <section aria-labelledby={headingId} className="casino-stack">
      <header className="casino-adventure__banner">
        <h2 id={headingId}>{calendar.data.title}</h2>
        {finished ? <p>{t('vip.adventure.finished')}</p> : null}
        {logged ? null : (
          <p>
            <a
              className="casino-button casino-button--secondary"
              href={signInHref ?? `${baseUrl}/sign-in`}
              onClick={onLinkClick}
            >
              {t('vip.adventure.guest')}
            </a>
          </p>
        )}
      </header>
      <ol className="casino-adventure__days" aria-labelledby={headingId}>
        {cards.map((card) => (
          <AdventureDayCard
            key={String(card.day)}
            card={card}
            currency={calendar.data?.currency ?? 'EUR'}
            logged={logged}
            busy={claim?.step === 'claiming'}
            onClaim={claimDay}
          />
        ))}
      </ol>
      {claim ? (
        <ClaimDialog
          state={claim}
          giftsHref={giftsHref ?? `${baseUrl}/profile/gifts`}
          onLinkClick={onLinkClick}
          onClose={() => setClaim(null)}
        />
      ) : null}
    </section>
  );
}
