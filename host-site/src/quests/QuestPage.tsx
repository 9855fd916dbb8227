import { QuestPath } from '@casino/widgets/tournaments';
import { Link, useParams } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { usePageTitle } from '../shell/usePageTitle';
import { SITE_APPEARANCE } from '../theme/siteAppearance';
import { QUESTS_PATH } from './questPaths';

/** `/quests/{slug}` (loyalty.md §2, named questPage): a quest's level path with the player's progress. */
export function QuestPage() {
  const { t } = useSiteT();
  const { slug = '' } = useParams();
  usePageTitle(t('quests.quest'));
  return (
    <div className="page quest-page">
      <p>
        <Link to={QUESTS_PATH}>{t('quests.all')}</Link>
      </p>
      <h1>{t('quests.quest')}</h1>
      <QuestPath quest={slug} appearance={SITE_APPEARANCE} />
    </div>
  );
}
