import { type Notice, NoticeList } from '@casino/sdk/contract';
import { Alert, useCasino, useCasinoSignal } from '@casino/widgets';
import { useEffect, useState } from 'react';
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
 * The notices of testers and group 916 (core.md §6, GET /api/player/notices: empty for everyone else), over the page,
 * each closable for the rest of the tab's life. A failed load shows nothing (core.md §8: load failures are logged).
 */
export function PlayerNotices() {
  const casino = useCasino();
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const { t } = useSiteT();
  const [notices, setNotices] = useState<readonly Notice[]>([]);
  const [closed, setClosed] = useState(() => closedIds(casino.storage.session));

  useEffect(() => {
    if (loginState !== 'logged') {
      setNotices([]);
      return;
    }
    let current = true;
    casino.http.get('/api/player/notices', NoticeList).then(
      (list) => {
        if (current) setNotices(list);
      },
      (error: unknown) => casino.events.emit('request-error', { path: '/api/player/notices', error }),
    );
    return () => {
      current = false;
    };
  }, [casino, loginState]);

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
          {notice.content ? <p>{notice.content}</p> : null}
          <button type="button" className="casino-button casino-button--secondary" onClick={() => close(notice.id)}>
            {t('notices.close')}
          </button>
        </Alert>
      ))}
    </section>
  );
}
