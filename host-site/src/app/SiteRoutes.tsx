import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { PromoCodes } from '../bonuses/PromoCodes';
import { ShellNotices } from '../notices/ShellNotices';
import { SiteNotices } from '../notices/SiteNotices';
import { backgroundOf, MAIN_PAGE } from '../routing/background';
import { HashShortcuts } from '../routing/HashShortcuts';
import { popupOf } from '../routing/popups';
import { RedirectKeepingQuery } from '../routing/RedirectKeepingQuery';
import { RequireAuth } from '../routing/RequireAuth';
import { ScrollToHash } from '../routing/ScrollToHash';
import { SessionEndRedirect } from '../routing/SessionEndRedirect';
import { Shell } from '../shell/Shell';
import { PagesConfigGate } from '../site-config/PagesConfigGate';
import { SportHash } from '../site-config/SportHash';
import { SportRedirect } from '../site-config/SportRedirect';
import { SupportRoot } from '../support/SupportRoot';
import { SingleSegmentPage } from './SingleSegmentPage';
import { SITE_PAGES } from './sitePages';

/**
 * The casino's pages inside the shell, and the popup of a popup path over the page it was opened from (main when
 * opened directly). Paths of core.md §2 for the lobby, the game pages, the account journey and the bonuses (the
 * single bonus page is `/bonuses/{code}`, docs/bonuses.md), the wheel pages of loyalty.md §2 (`/{product}-wheel`, a
 * one-segment path no other route takes, and `/rocket-chance`), the Rocket Mart (`/rocket-mart` and its tabs), the loot
 * boxes and the level under the profile, the quests (`/quests`, `/quests/{slug}`), a lottery (`/lottery/{slug}`), the
 * tournament board and pages (`/tournaments/{tab|slug}`, `/tournaments/{slug}/leaderboard`, `/action/{slug?}`; `/arena`
 * and `/achievements` lead to the board),
 * the content pages of the CMS (docs/cms.md: `/promotions` and `/promotions/{slug}`, where a page that is off sends the
 * player; `/news` and `/news/{slug}`; `/awards`; static pages such as `/terms-and-conditions` through the one-segment
 * route), every other path is the not-found page.
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
      <ScrollToHash />
      <SportHash />
      <PromoCodes />
      <SessionEndRedirect />
      <Shell covered={popup !== null}>
        <Suspense>
          <PagesConfigGate pathname={page.pathname}>
            <Routes location={page}>
              <Route index element={<SITE_PAGES.LobbyPage />} />
              <Route path="pokies/:slug" element={<SITE_PAGES.CategoryPage section="pokies" />} />
              <Route path="live/:slug" element={<SITE_PAGES.CategoryPage section="live" />} />
              <Route path="categories/:slug" element={<SITE_PAGES.CategoryPage />} />
              <Route path="games/:slug" element={<SITE_PAGES.CategoryPage />} />
              <Route path="producers/:slug" element={<SITE_PAGES.ProducerPage />} />
              <Route path="producers/:slug/:page" element={<SITE_PAGES.ProducerPage />} />
              <Route path="favorite-games" element={<SITE_PAGES.FavoriteGamesPage />} />
              <Route path="play/:producer/:name" element={<SITE_PAGES.PlayPage />} />
              <Route path="confirmation" element={<SITE_PAGES.ConfirmationPage />} />
              <Route
                path="profile"
                element={
                  <RequireAuth>
                    <SITE_PAGES.ProfileLayout />
                  </RequireAuth>
                }
              >
                <Route index element={<SITE_PAGES.ProfileOverviewPage />} />
                <Route path="details" element={<SITE_PAGES.PersonalDetailsPage />} />
                <Route path="security" element={<SITE_PAGES.SecurityPage />} />
                <Route path="limits" element={<SITE_PAGES.LimitsPage />} />
                <Route path="gifts" element={<SITE_PAGES.GiftsPage />} />
                <Route path="lootboxes" element={<SITE_PAGES.LootBoxesPage />} />
                <Route path="level" element={<SITE_PAGES.LevelPage />} />
              </Route>
              <Route path="bonuses" element={<SITE_PAGES.BonusOffersPage />} />
              <Route path="bonuses/:code" element={<SITE_PAGES.BonusPage />} />
              <Route
                path="bonus-balance"
                element={
                  <RequireAuth>
                    <SITE_PAGES.BonusBalancePage />
                  </RequireAuth>
                }
              />
              <Route path="rocket-chance" element={<SITE_PAGES.RocketChancePage />} />
              <Route path="rocket-mart" element={<SITE_PAGES.RocketMartPage />} />
              <Route path="rocket-mart/:tab" element={<SITE_PAGES.RocketMartPage />} />
              <Route path="promotions" element={<SITE_PAGES.PromotionsPage />} />
              <Route path="promotions/:slug" element={<SITE_PAGES.CmsArticlePage category="promotions" />} />
              <Route path="news" element={<SITE_PAGES.NewsPage />} />
              <Route path="news/:slug" element={<SITE_PAGES.CmsArticlePage category="news" />} />
              <Route path="awards" element={<SITE_PAGES.AwardsPage />} />
              <Route path="support" element={<SITE_PAGES.SupportPage />} />
              <Route path="oops" element={<SITE_PAGES.OopsPage />} />
              <Route path="quests" element={<SITE_PAGES.QuestsPage />} />
              <Route path="quests/:slug" element={<SITE_PAGES.QuestPage />} />
              <Route path="lottery/:slug" element={<SITE_PAGES.LotteryPage />} />
              <Route path="tournaments" element={<SITE_PAGES.TournamentsPage />} />
              <Route path="tournaments/:segment" element={<SITE_PAGES.TournamentsPage />} />
              <Route path="tournaments/:slug/leaderboard" element={<SITE_PAGES.LeaderboardPage />} />
              <Route path="action" element={<SITE_PAGES.ActionPage />} />
              <Route path="action/:slug" element={<SITE_PAGES.ActionPage />} />
              <Route path="arena" element={<Navigate replace to="/tournaments/all" />} />
              <Route path="achievements" element={<Navigate replace to="/tournaments/achievements" />} />
              <Route path="ffc" element={<SITE_PAGES.FeatureFlagsPage />} />
              <Route path="sport" element={<SportRedirect />} />
              <Route path="sport/:param" element={<SportRedirect />} />
              <Route path=":page" element={<SingleSegmentPage />} />
              <Route path="profile/limits/confirm" element={<SITE_PAGES.LimitConfirmationPage />} />
              <Route path="profile/password/edit" element={<RedirectKeepingQuery to="/new-password" />} />
              <Route path="users/password/edit" element={<RedirectKeepingQuery to="/new-password" />} />
              <Route path="profile/confirmation" element={<RedirectKeepingQuery to="/confirmation" />} />
              <Route path="users/confirmation" element={<RedirectKeepingQuery to="/confirmation" />} />
              <Route path="users" element={<RedirectKeepingQuery to="/profile" />} />
              <Route path="accounts/history" element={<RedirectKeepingQuery to="/" />} />
              <Route path="*" element={<SITE_PAGES.NotFoundPage />} />
            </Routes>
          </PagesConfigGate>
        </Suspense>
      </Shell>
      <SiteNotices cashboxOpen={popup === 'cashbox'} />
      <SupportRoot />
      <ShellNotices />
      {popup ? (
        <Suspense>
          <SITE_PAGES.PopupRoute name={popup} />
        </Suspense>
      ) : null}
    </>
  );
}
