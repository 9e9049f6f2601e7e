import { pageTitles } from '../../content/page-titles';
import { paths } from '../../content/site-map';
import { CollectionScreen } from '../../admin/collection';
import type { PropsOf } from '../../shared/contract';
import type { adminNewsContract } from './admin-news.contract';
import { newsScreen } from './news-screen';

export type AdminNewsProps = PropsOf<typeof adminNewsContract.props>;

/** `<commune-admin-news>`: the News Management screen (the generic collection screen, for `news`). */
export function AdminNews({ headingLevel, openCreate }: AdminNewsProps) {
  return <CollectionScreen description={newsScreen} heading={pageTitles[paths.adminNews]} headingLevel={headingLevel} openCreate={openCreate} />;
}
