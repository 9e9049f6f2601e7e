import { navigation } from '../../content/navigation';
import { useI18n } from '../../core/i18n/react';
import { isCurrentPage } from '../../core/current-page';
import { headerMessages } from './messages';
import { siteHref } from '../../core/links';

interface MobileMenuProps {
  id: string;
  /** Whether the panel shows; undefined inside the `<details>` of the header without script, which shows it. */
  open?: boolean;
  currentPath: string;
}

/** The small-screen menu: every group at once, as a titled list of links. */
export function MobileMenu({ id, open, currentPath }: MobileMenuProps) {
  const { t, lang } = useI18n(headerMessages);
  return (
    <div id={id} className="mobile-menu" hidden={open === undefined ? undefined : !open}>
      <nav aria-label={t('nav.label')} part="nav">
        {navigation.map((group) => (
          <div key={group.id} className="mobile-group">
            <p className="mobile-group-title" id={`${id}-${group.id}`}>
              {group.label[lang]}
            </p>
            <ul role="list" aria-labelledby={`${id}-${group.id}`}>
              {group.items.map((item) => (
                <li key={item.href}>
                  <a href={siteHref(item.href)} className="mobile-link" aria-current={isCurrentPage(item.href, currentPath) ? 'page' : undefined}>
                    {item.label[lang]}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </div>
  );
}
