import { preloadableLazy } from './preloadableLazy';

/**
 * The site's pages and its popups, each a chunk of its own loaded when first shown, so that a page loads only its own
 * code; preloadable, for hydrating a prerendered page in one pass.
 */
export const SITE_PAGES = {
  ActionPage: preloadableLazy(() => import('../tournaments/ActionPage').then((module) => module.ActionPage)),
  AwardsPage: preloadableLazy(() => import('../content/AwardsPage').then((module) => module.AwardsPage)),
  BonusBalancePage: preloadableLazy(() =>
    import('../bonuses/BonusBalancePage').then((module) => module.BonusBalancePage),
  ),
  BonusOffersPage: preloadableLazy(() => import('../bonuses/BonusOffersPage').then((module) => module.BonusOffersPage)),
  BonusPage: preloadableLazy(() => import('../bonuses/BonusPage').then((module) => module.BonusPage)),
  CategoryPage: preloadableLazy(() => import('../pages/CategoryPage').then((module) => module.CategoryPage)),
  CmsArticlePage: preloadableLazy(() => import('../content/CmsArticlePage').then((module) => module.CmsArticlePage)),
  ConfirmationPage: preloadableLazy(() =>
    import('../pages/ConfirmationPage').then((module) => module.ConfirmationPage),
  ),
  ContentPage: preloadableLazy(() => import('../content/ContentPage').then((module) => module.ContentPage)),
  FavoriteGamesPage: preloadableLazy(() =>
    import('../pages/FavoriteGamesPage').then((module) => module.FavoriteGamesPage),
  ),
  FeatureFlagsPage: preloadableLazy(() => import('../ffc/FeatureFlagsPage').then((module) => module.FeatureFlagsPage)),
  GiftsPage: preloadableLazy(() => import('../profile/GiftsPage').then((module) => module.GiftsPage)),
  LimitConfirmationPage: preloadableLazy(() =>
    import('../pages/LimitConfirmationPage').then((module) => module.LimitConfirmationPage),
  ),
  LeaderboardPage: preloadableLazy(() =>
    import('../tournaments/LeaderboardPage').then((module) => module.LeaderboardPage),
  ),
  JackpotPage: preloadableLazy(() => import('../jackpots/JackpotPage').then((module) => module.JackpotPage)),
  LevelPage: preloadableLazy(() => import('../loyalty/LevelPage').then((module) => module.LevelPage)),
  LimitsPage: preloadableLazy(() => import('../profile/LimitsPage').then((module) => module.LimitsPage)),
  LootBoxesPage: preloadableLazy(() => import('../loyalty/LootBoxesPage').then((module) => module.LootBoxesPage)),
  LobbyPage: preloadableLazy(() => import('../pages/LobbyPage').then((module) => module.LobbyPage)),
  LotteryPage: preloadableLazy(() => import('../lotteries/LotteryPage').then((module) => module.LotteryPage)),
  NewsPage: preloadableLazy(() => import('../content/NewsPage').then((module) => module.NewsPage)),
  NotFoundPage: preloadableLazy(() => import('../pages/NotFoundPage').then((module) => module.NotFoundPage)),
  OopsPage: preloadableLazy(() => import('../shell/OopsPage').then((module) => module.OopsPage)),
  PersonalDetailsPage: preloadableLazy(() =>
    import('../profile/PersonalDetailsPage').then((module) => module.PersonalDetailsPage),
  ),
  PlayPage: preloadableLazy(() => import('../pages/PlayPage').then((module) => module.PlayPage)),
  PopupRoute: preloadableLazy(() => import('../popups/PopupRoute').then((module) => module.PopupRoute)),
  ProductWheelPage: preloadableLazy(() =>
    import('../loyalty/ProductWheelPage').then((module) => module.ProductWheelPage),
  ),
  ProducerPage: preloadableLazy(() => import('../pages/ProducerPage').then((module) => module.ProducerPage)),
  ProfileLayout: preloadableLazy(() => import('../profile/ProfileLayout').then((module) => module.ProfileLayout)),
  ProfileOverviewPage: preloadableLazy(() =>
    import('../profile/ProfileOverviewPage').then((module) => module.ProfileOverviewPage),
  ),
  PromotionsPage: preloadableLazy(() => import('../content/PromotionsPage').then((module) => module.PromotionsPage)),
  QuestPage: preloadableLazy(() => import('../quests/QuestPage').then((module) => module.QuestPage)),
  QuestsPage: preloadableLazy(() => import('../quests/QuestsPage').then((module) => module.QuestsPage)),
  RocketChancePage: preloadableLazy(() =>
    import('../loyalty/RocketChancePage').then((module) => module.RocketChancePage),
  ),
  RocketMartPage: preloadableLazy(() => import('../loyalty/RocketMartPage').then((module) => module.RocketMartPage)),
  SecurityPage: preloadableLazy(() => import('../profile/SecurityPage').then((module) => module.SecurityPage)),
  SupportPage: preloadableLazy(() => import('../support/SupportPage').then((module) => module.SupportPage)),
  TournamentsPage: preloadableLazy(() =>
    import('../tournaments/TournamentsPage').then((module) => module.TournamentsPage),
  ),
  VipPage: preloadableLazy(() => import('../vip/VipPage').then((module) => module.VipPage)),
};

/** The name of a page of {@link SITE_PAGES}. */
export type SitePageName = keyof typeof SITE_PAGES;
