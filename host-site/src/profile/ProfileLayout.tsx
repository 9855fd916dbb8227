import { NavLink, Outlet } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';

/** /profile and its children: the heading, the profile sections as tabs of links, and the open section. */
export function ProfileLayout() {
  const { t } = useSiteT();
  return (
    <section className="page profile" aria-labelledby="profile-title">
      <h1 id="profile-title">{t('profile.title')}</h1>
      <nav aria-label={t('profile.sections')}>
        <ul className="profile__tabs">
          <li>
            <NavLink to="/profile" end>
              {t('nav.profile')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/profile/details">{t('nav.personalDetails')}</NavLink>
          </li>
          <li>
            <NavLink to="/profile/security">{t('nav.security')}</NavLink>
          </li>
          <li>
            <NavLink to="/profile/limits">{t('nav.limits')}</NavLink>
          </li>
          <li>
            <NavLink to="/profile/gifts">{t('nav.gifts')}</NavLink>
          </li>
          <li>
            <NavLink to="/profile/lootboxes">{t('nav.lootboxes')}</NavLink>
          </li>
          <li>
            <NavLink to="/profile/level">{t('nav.level')}</NavLink>
          </li>
        </ul>
      </nav>
      <Outlet />
    </section>
  );
}
