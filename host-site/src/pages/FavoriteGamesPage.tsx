import { useCasinoSignal } from '@casino/widgets';
import { FavoriteGames } from '@casino/widgets/games';
import { useId } from 'react';
import { Link } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { redirectQuery } from '../routing/redirectTarget';
import { useGameLinks } from '../routing/useGameLinks';
import { usePageTitle } from '../shell/usePageTitle';
import { usePopupLinkState } from '../shell/usePopupLinkState';

/** Where the favourites are. */
const FAVORITES_PATH = '/favorite-games';

/** The player's favourite games (`/favorite-games`); a guest sees the widget's sign-in hint and a sign-in link back here. */
export function FavoriteGamesPage() {
  const { t } = useSiteT();
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const links = useGameLinks();
  const popupState = usePopupLinkState();
  const titleId = useId();
  usePageTitle(t('favorites.title'));
  return (
    <section className="games-page" aria-labelledby={titleId}>
      <div className="games-page__head">
        <h1 id={titleId}>{t('favorites.title')}</h1>
        {loginState === 'anonymous' ? (
          <Link
            to={`/sign-in${redirectQuery(FAVORITES_PATH)}`}
            state={popupState}
            className="casino-button casino-button--primary"
          >
            {t('header.signIn')}
          </Link>
        ) : null}
      </div>
      <FavoriteGames title={t('gamesPage.list')} {...links} />
    </section>
  );
}
