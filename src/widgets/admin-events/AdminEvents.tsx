import { pageTitles } from '../../content/page-titles';
import { CollectionScreen } from '../../admin/collection';
import type { PropsOf } from '../../shared/contract';
import type { adminEventsContract } from './admin-events.contract';
import { eventsScreen } from './events-screen';

export type AdminEventsProps = PropsOf<typeof adminEventsContract.props>;

/** `<commune-admin-events>`: the Events Management screen (the generic collection screen, for `events`). */
export function AdminEvents({ headingLevel, page, openCreate }: AdminEventsProps) {
  return <CollectionScreen description={eventsScreen} heading={pageTitles[page]} headingLevel={headingLevel} openCreate={openCreate} />;
}
