import { cmsOf } from '@casino/sdk/cms';
import { configOf } from '@casino/sdk/config';
import type { CmsPageSummary } from '@casino/sdk/contract';
import { minimumAge, pageSlugOf } from '@casino/sdk/rules';
import { useCasino, useCasinoSignal, useResource } from '@casino/widgets';
import { useId } from 'react';
import { Link } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { useProviders } from '../pages/useProviders';
import { producerPath } from '../routing/gamePaths';
import { usePageOn } from '../site-config/usePageOn';
import { type ContactsPart, contactsParts, snippetText } from './contactsText';
import { FooterAwards } from './FooterAwards';
import { LICENCE_SEALS, PAYMENT_LOGOS } from './footerBadges';

/** The pages of a CMS category the footer lists: shown ones whose page is on, in the list's order. */
const inCategory = (pages: readonly CmsPageSummary[], category: string, pageOn: (slug: string) => boolean) =>
  pages.filter((page) => !page.hidden && page.categories.includes(category) && pageOn(pageSlugOf(page.path)));

/**
 * The footer's content (core.md §2): the info and help links (CMS pages of those categories whose page is on), the contacts (the CMS
 * snippet `contacts` with the configured phone and email), the social links (configuration), the awards carousel
 * (CMS pages of the category `awards`) with its way to `/awards`, the catalogue's providers, and the payment logos and
 * licence seals of the licence.
 */
export function FooterContent() {
  const casino = useCasino();
  const cms = cmsOf(casino);
  const config = configOf(casino);
  const { t } = useSiteT();
  const pages = useResource(cms.pages, 'once').data;
  const snippets = useResource(cms.snippets, 'once').data;
  const social = useResource(config.read('social-links'), 'once').data.links;
  const contacts = useResource(config.read('contacts-config'), 'once').data;
  const providers = useProviders() ?? [];
  const licence = useCasinoSignal((state) => state.licence.value);
  const pageOn = usePageOn();
  const ids = { info: useId(), help: useId(), contacts: useId(), social: useId(), providers: useId() };
  const contactsSnippet = snippets.find((snippet) => snippet.id === 'contacts');
  // Without a snippet (or before it loads), the phone and the email themselves.
  const contactsText = (contactsSnippet && snippetText(contactsSnippet.content)) || '{phone} {email}';
  const columns = [
    { id: ids.info, title: t('footer.info'), pages: inCategory(pages, 'info', pageOn) },
    { id: ids.help, title: t('footer.help'), pages: inCategory(pages, 'help', pageOn) },
  ];
  return (
    <div className="site-footer__content">
      <div className="site-footer__columns">
        {columns.map((column) =>
          column.pages.length > 0 ? (
            <nav key={column.id} className="site-footer__column" aria-labelledby={column.id}>
              <h2 id={column.id}>{column.title}</h2>
              <ul>
                {column.pages.map((page) => (
                  <li key={page.id}>
                    <Link to={page.path}>{page.title}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null,
        )}
        <section className="site-footer__column" aria-labelledby={ids.contacts}>
          <h2 id={ids.contacts}>{t('footer.contacts')}</h2>
          <p className="site-footer__contacts">
            {contactsParts(contactsText, contacts).map((part, index) => (
              <ContactPart key={String(index)} part={part} />
            ))}
          </p>
        </section>
        {social.length > 0 ? (
          <section className="site-footer__column" aria-labelledby={ids.social}>
            <h2 id={ids.social}>{t('footer.social')}</h2>
            <ul className="site-footer__social">
              {social.map((link) => (
                <li key={link.url}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.icon ? <img src={link.icon} alt="" width="20" height="20" /> : null}
                    {link.name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <FooterAwards awards={inCategory(pages, 'awards', pageOn)} />
      {providers.length > 0 ? (
        <nav className="site-footer__providers" aria-labelledby={ids.providers}>
          <h2 id={ids.providers}>{t('footer.providers')}</h2>
          <ul>
            {providers.map((provider) => (
              <li key={provider.id}>
                <Link to={producerPath(provider.id)}>{provider.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="site-footer__badges">
        <ul className="site-footer__logos" aria-label={t('footer.payments')}>
          {PAYMENT_LOGOS[licence].map((logo) => (
            <li key={logo.src}>
              <img src={logo.src} alt={logo.name} width="72" height="40" loading="lazy" />
            </li>
          ))}
        </ul>
        <ul className="site-footer__logos" aria-label={t('footer.licences')}>
          <li>
            <img
              src={LICENCE_SEALS[licence]}
              alt={t(`footer.licenceIcon.${licence}`)}
              width="96"
              height="40"
              loading="lazy"
            />
          </li>
          <li>
            <span
              className="site-footer__age"
              role="img"
              aria-label={t('footer.adultsOnly', { age: minimumAge(licence) })}
            >
              {minimumAge(licence)}+
            </span>
          </li>
          <li>
            <Link to="/responsible-gaming">{t('footer.responsibleLink')}</Link>
          </li>
        </ul>
      </div>
    </div>
  );
}

/** A part of the contacts line: text, or a phone or email link. */
function ContactPart({ part }: { part: ContactsPart }) {
  if ('phone' in part) return <a href={`tel:${part.phone.replace(/[^\d+]/g, '')}`}>{part.phone}</a>;
  if ('email' in part) return <a href={`mailto:${part.email}`}>{part.email}</a>;
  return part.text;
}
