import { bonusesOf } from '@casino/sdk/bonuses';
import { Alert, useCasino, useCasinoSignal, useResource } from '@casino/widgets';
import { useEffect, useState } from 'react';
import { SanitisedHtml } from '../content/SanitisedHtml';
import { useSiteT } from '../i18n/useSiteT';

/** Session storage key of the notices the player closed in this tab. */
const CLOSED_KEY = 'casino.closed-notices';

function closedIds(storage: Pick<Storage, 'getItem'> | null): number[] {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(CLOSED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

/**
 * The notices of testers and group 916 (core.md §6: empty for everyone else), over the page,
 * each closable for the rest of the tab's life. A failed load shows nothing (core.md §8: load failures are logged).
 */
export function PlayerNotices() {
  const casino = useCasino();
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const { t } = useSiteT();
  const resource = bonusesOf(casino).notices;
  const { data: notices } = useResource(resource);
  const [closed, setClosed] = useState(() => closedIds(casino.storage.session));

  // The resource clears itself at sign-out and drops an answer that comes after it.
  useEffect(() => {
    if (loginState === 'logged') void resource.ensure();
  }, [resource, loginState]);

  const close = (id: number) => {
    const next = [...closed, id];
    setClosed(next);
    casino.storage.session?.setItem(CLOSED_KEY, JSON.stringify(next));
  };
  const shown = notices.filter((notice) => !closed.includes(notice.id));
  if (shown.length === 0) return null;
  return (
    <section className="player-notices" aria-label={t('notices.label')}>
      {shown.map((notice) => (
        <Alert key={notice.id} tone="info" title={notice.title}>
          <p>{notice.text}</p>
          {notice.content ? <SanitisedHtml html={notice.content} /> : null}
          <button type="button" className="casino-button casino-button--secondary" onClick={() => close(notice.id)}>
            {t('notices.close')}
          </button>
        </Alert>
      ))}
    </section>
  );
}
