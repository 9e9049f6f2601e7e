import { pageTitles } from '../../content/page-titles';
import { paths } from '../../content/site-map';
import { CollectionScreen } from '../../admin/collection';
import type { PropsOf } from '../../shared/contract';
import type { adminProgramsContract } from './admin-programs.contract';
import { programsScreen } from './programs-screen';

export type AdminProgramsProps = PropsOf<typeof adminProgramsContract.props>;

/** `<commune-admin-programs>`: the Programs Management screen (the generic collection screen, for `programs`). */
export function AdminPrograms({ headingLevel, openCreate }: AdminProgramsProps) {
  return <CollectionScreen description={programsScreen} heading={pageTitles[paths.adminPrograms]} headingLevel={headingLevel} openCreate={openCreate} />;
}
