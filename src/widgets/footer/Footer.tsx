import { useId, useState } from 'react';
import { commune, socialNetworks, telHref } from '../../content/commune';
import type { NavItem } from '../../content/navigation';
import type { PropsOf } from '../../shared/contract';
import { pick } from '../../shared/i18n/catalog';
import { useI18n } from '../../runtime/i18n/react';
import type { footerContract } from './footer.contract';
import { MailIcon, MapPinIcon, PhoneIcon } from '../../kit/ui/icons';
import { SocialIcon } from './icons';
import { councilLinks, legalLinks, livingLinks } from './links';
import { footerMessages } from './messages';
import { siteHref } from '../../runtime/links';

export type FooterProps = PropsOf<typeof footerContract.props>;

function LinkGroup({ heading, links }: { heading: string; links: readonly NavItem[] }) {
  const { lang } = useI18n(footerMessages);
  const headingId = useId();
  return (
    <nav className="footer__group" aria-labelledby={headingId}>
      <h2 id={headingId} className="footer__heading">
        {heading}
      </h2>
      <ul role="list" className="footer__links">
        {links.map((link) => (
          <li key={link.href}>
            <a href={siteHref(link.href)}>{pick(link.label, lang)}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * `<commune-footer>` (SPEC §2 Footer): the commune's identity and social networks, two groups
 * of links, the contact details, the fraud-reporting note, then copyright, accessibility and
 * credit. The `<footer>` carries `role="contentinfo"` explicitly: inside a shadow root,
 * browsers do not all expose it as the page's footer landmark on their own.
 */
export function Footer(_props: FooterProps) {
  const { t, lang } = useI18n(footerMessages);
  const socialId = useId();
  const name = pick(commune.name, lang);
  // Read once, when the footer mounts: a render must not depend on the clock.
  const [year] = useState(() => String(new Date().getFullYear()));

  return (
    <footer role="contentinfo" className="footer">
      <div className="footer__inner">
        <div className="footer__grid">
          <div className="footer__identity">
            <p className="footer__name">{name}</p>
            <p className="footer__region">{pick(commune.region, lang)}</p>
            <p className="footer__motto">{pick(commune.motto, lang)}</p>
            <nav className="footer__group" aria-labelledby={socialId}>
              <h2 id={socialId} className="footer__heading">
                {t('social.heading')}
              </h2>
              <ul role="list" className="footer__social">
                {socialNetworks.map((network) => (
                  <li key={network.id}>
                    <a className="footer__social-link" href={network.href} rel="noopener">
                      <SocialIcon network={network.id} />
                      <span className="visually-hidden">{pick(network.name, lang)}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>

          <LinkGroup heading={t('commune.heading')} links={councilLinks} />
          <LinkGroup heading={t('living.heading')} links={livingLinks} />

          <div className="footer__group">
            <h2 className="footer__heading">
              {t('contact.heading')}
            </h2>
            <address className="footer__contact">
              <ul role="list">
                <li>
                  <MapPinIcon width={20} height={20} />
                  <span>
                    <span className="footer__label">{t('contact.postal')}</span>
                    <span>{pick(commune.postalBox, lang)}</span>
                  </span>
                </li>
                <li>
                  <PhoneIcon width={20} height={20} />
                  <span>
                    <span className="footer__label">{t('contact.phone')}</span>
                    <a href={telHref(commune.phone)}>{commune.phone}</a>
                  </span>
                </li>
                <li>
                  <MailIcon width={20} height={20} />
                  <span>
                    <span className="footer__label">{t('contact.email')}</span>
                    <a href={`mailto:${commune.email}`}>{commune.email}</a>
                  </span>
                </li>
              </ul>
            </address>
          </div>
        </div>

        <div className="footer__fraud">
          <h2 className="footer__heading">
            {t('fraud.heading')}
          </h2>
          <p>
            {t('fraud.text')} <a href={`mailto:${commune.inspectorGeneralEmail}`}>{commune.inspectorGeneralEmail}</a>
          </p>
          <p className="footer__note">{t('fraud.confidential')}</p>
        </div>

        <div className="footer__bottom">
          <nav className="footer__legal" aria-label={t('legal.label')}>
            <ul role="list">
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <a href={siteHref(link.href)}>{pick(link.label, lang)}</a>
                </li>
              ))}
            </ul>
          </nav>
          <p>{t('copyright', { year, name })}</p>
          <p>{t('credit')}</p>
        </div>
      </div>
    </footer>
  );
}
