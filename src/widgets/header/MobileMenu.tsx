import { navigation } from '../../content/navigation';
import { useI18n } from '../../runtime/i18n/react';
import { isCurrentPage } from '../../runtime/current-page';
import { headerMessages } from './messages';
import { siteHref } from '../../runtime/links';

interface MobileMenuProps {
  id: string;
  currentPath: string;
}

/** The small-screen menu's panel, inside its `<details>`: every group at once, as a titled list of links. */
export function MobileMenu({ id, currentPath }: MobileMenuProps) {
  const { t, lang } = useI18n(headerMessages);
  return (
    <div id={id} className="mobile-menu">
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
