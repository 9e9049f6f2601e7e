import { useI18n } from '../../runtime/i18n/react';
import { SiteSearchBox } from '../../features/search-box/SiteSearchBox';
import { headerMessages } from './messages';

interface SiteSearchProps {
  /** Whether the panel around it is shown: the field takes focus each time it opens. */
  open: boolean;
}

/**
 * The header's search, loaded the first time the visitor opens it: the first results as they
 * type (the arrow keys go through them, Enter on one opens it), and Enter in the field opens
 * the search page with every result (src/features/search-box).
 */
export function SiteSearch({ open }: SiteSearchProps) {
  const { t } = useI18n(headerMessages);
  return <SiteSearchBox className="search-form" fieldClassName="search-field" label={t('search.label')} placeholder={t('search.placeholder')} focused={open} />;
}
