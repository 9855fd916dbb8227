import { Route, Routes, useLocation } from 'react-router';
import { BonusBalancePage } from '../bonuses/BonusBalancePage';
import { BonusOffersPage } from '../bonuses/BonusOffersPage';
import { BonusPage } from '../bonuses/BonusPage';
import { PromoCodes } from '../bonuses/PromoCodes';
import { SiteNotices } from '../notices/SiteNotices';
import { CategoryPage } from '../pages/CategoryPage';
import { ConfirmationPage } from '../pages/ConfirmationPage';
import { FavoriteGamesPage } from '../pages/FavoriteGamesPage';
import { LimitConfirmationPage } from '../pages/LimitConfirmationPage';
import { LobbyPage } from '../pages/LobbyPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PlayPage } from '../pages/PlayPage';
import { ProducerPage } from '../pages/ProducerPage';
import { PopupRoute } from '../popups/PopupRoute';
import { GiftsPage } from '../profile/GiftsPage';
import { LimitsPage } from '../profile/LimitsPage';
import { PersonalDetailsPage } from '../profile/PersonalDetailsPage';
import { ProfileLayout } from '../profile/ProfileLayout';
import { ProfileOverviewPage } from '../profile/ProfileOverviewPage';
import { SecurityPage } from '../profile/SecurityPage';
import { backgroundOf, MAIN_PAGE } from '../routing/background';
import { HashShortcuts } from '../routing/HashShortcuts';
import { popupOf } from '../routing/popups';
import { RedirectKeepingQuery } from '../routing/RedirectKeepingQuery';
import { RequireAuth } from '../routing/RequireAuth';
import { SessionEndRedirect } from '../routing/SessionEndRedirect';
import { Shell } from '../shell/Shell';

/**
 * The casino's pages inside the shell, and the popup of a popup path over the page it was opened from (main when
 * opened directly). Paths of core.md §2 for the lobby, the game pages, the account journey and the bonuses (the
 * single bonus page is `/bonuses/{code}`, docs/bonuses.md); every other path is the not-found page.
 */
export function SiteRoutes() {
  const location = useLocation();
  const popup = popupOf(location.pathname);
  const background = backgroundOf(location.state);
  const underPopup = background && popupOf(background.pathname) === null ? background : MAIN_PAGE;
  const page = popup === null ? location : underPopup;
  return (
    <>
      <HashShortcuts />
      <PromoCodes />
      <SessionEndRedirect />
      <Shell covered={popup !== null}>
        <Routes location={page}>
          <Route index element={<LobbyPage />} />
          <Route path="pokies/:slug" element={<CategoryPage section="pokies" />} />
          <Route path="live/:slug" element={<CategoryPage section="live" />} />
          <Route path="categories/:slug" element={<CategoryPage />} />
          <Route path="games/:slug" element={<CategoryPage />} />
          <Route path="producers/:slug" element={<ProducerPage />} />
          <Route path="producers/:slug/:page" element={<ProducerPage />} />
          <Route path="favorite-games" element={<FavoriteGamesPage />} />
          <Route path="play/:producer/:name" element={<PlayPage />} />
          <Route path="confirmation" element={<ConfirmationPage />} />
          <Route
            path="profile"
            element={
              <RequireAuth>
                <ProfileLayout />
              </RequireAuth>
            }
          >
            <Route index element={<ProfileOverviewPage />} />
            <Route path="details" element={<PersonalDetailsPage />} />
            <Route path="security" element={<SecurityPage />} />
            <Route path="limits" element={<LimitsPage />} />
            <Route path="gifts" element={<GiftsPage />} />
          </Route>
          <Route path="bonuses" element={<BonusOffersPage />} />
          <Route path="bonuses/:code" element={<BonusPage />} />
          <Route
            path="bonus-balance"
            element={
              <RequireAuth>
                <BonusBalancePage />
              </RequireAuth>
            }
          />
          <Route path="profile/limits/confirm" element={<LimitConfirmationPage />} />
          <Route path="profile/password/edit" element={<RedirectKeepingQuery to="/new-password" />} />
          <Route path="users/password/edit" element={<RedirectKeepingQuery to="/new-password" />} />
          <Route path="profile/confirmation" element={<RedirectKeepingQuery to="/confirmation" />} />
          <Route path="users/confirmation" element={<RedirectKeepingQuery to="/confirmation" />} />
          <Route path="users" element={<RedirectKeepingQuery to="/profile" />} />
          <Route path="accounts/history" element={<RedirectKeepingQuery to="/" />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Shell>
      <SiteNotices cashboxOpen={popup === 'cashbox'} />
      {popup ? <PopupRoute name={popup} /> : null}
    </>
  );
}
