import { pageTitles } from '../../content/page-titles';
import { paths } from '../../content/site-map';
import { CollectionScreen } from '../../admin/collection';
import type { PropsOf } from '../../shared/contract';
import type { adminMayorContract } from './admin-mayor.contract';
import { mayorScreen } from './mayor-screen';

export type AdminMayorProps = PropsOf<typeof adminMayorContract.props>;

/** `<commune-admin-mayor>`: the Mayor Updates screen (the generic collection screen, for `mayor-updates`). */
export function AdminMayor({ headingLevel, openCreate }: AdminMayorProps) {
  return <CollectionScreen description={mayorScreen} heading={pageTitles[paths.adminMayor]} headingLevel={headingLevel} openCreate={openCreate} />;
}
