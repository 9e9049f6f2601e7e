import { pageTitles } from '../../content/page-titles';
import { CollectionScreen } from '../../admin/collection';
import type { PropsOf } from '../../shared/contract';
import type { adminQuickLinksContract } from './admin-quick-links.contract';
import { quickLinksScreen } from './quick-links-screen';

export type AdminQuickLinksProps = PropsOf<typeof adminQuickLinksContract.props>;

/** `<commune-admin-quick-links>`: the Quick Links screen (the generic collection screen, for `quick-links`). */
export function AdminQuickLinks({ headingLevel, page, openCreate }: AdminQuickLinksProps) {
  return <CollectionScreen description={quickLinksScreen} heading={pageTitles[page]} headingLevel={headingLevel} openCreate={openCreate} />;
}
