import { isQuest, isQuestShown, isTester, questOf } from '@casino/sdk/rules';
import { tournamentsOf } from '@casino/sdk/tournaments';
import { Alert, Button, useCasino, useResource } from '@casino/widgets';
import { PromoTimer } from '@casino/widgets/tournaments';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { usePlayerGroups } from '../loyalty/usePlayerGroups';
import { PageStatus } from '../shell/PageStatus';
import { usePageTitle } from '../shell/usePageTitle';
import { SITE_APPEARANCE } from '../theme/siteAppearance';
import { questPagePath } from './questPaths';

/**
 * `/quests` (loyalty.md §2, named quests): the running and coming quests, each with its level count, its promo timer
 * and a link to its level path. Test quests (identifiers starting `ffc`) show only with the test-quests flag: for
 * testers (group 21).
 */
export function QuestsPage() {
  const { t } = useSiteT();
  usePageTitle(t('nav.quests'));
  const casino = useCasino();
  const groups = usePlayerGroups();
  const list = useResource(tournamentsOf(casino).all, 'once');
  const quests = list.data.filter((tournament) => isQuest(tournament) && isQuestShown(tournament, isTester(groups)));
  let body: ReactNode;
  if (list.status === 'error') {
    body = (
      <Alert title={t('quests.loadFailed')}>
        <Button variant="secondary" onClick={() => void list.reload()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  } else if (list.status !== 'ready') {
    body = <PageStatus />;
  } else if (quests.length === 0) {
    body = <p>{t('quests.empty')}</p>;
  } else {
    body = (
      <ul className="quest-list">
        {quests.map((quest) => (
          <li key={quest.id}>
            <article className="quest-card" aria-labelledby={`quest-${quest.id}`}>
              <h2 id={`quest-${quest.id}`}>
                <Link to={questPagePath(quest.frontend_identifier)}>{quest.title}</Link>
              </h2>
              <p>{t('quests.levels', { count: questOf(quest).levels.length })}</p>
              <PromoTimer startAt={quest.start_at} endAt={quest.end_at} appearance={SITE_APPEARANCE} />
            </article>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="page quests-page">
      <h1>{t('nav.quests')}</h1>
      <p>{t('quests.intro')}</p>
      {body}
    </div>
  );
}
