import { useMemo } from 'react';
import { CollectionScreen } from '../../admin/collection';
import { collections } from '../../collections';
import type { PropsOf } from '../../shared/contract';
import type { adminCollectionContract } from './admin-collection.contract';
import { collectionScreen } from './collection-screen';

export type AdminCollectionProps = PropsOf<typeof adminCollectionContract.props>;

/**
 * `<commune-admin-collection>`: the generic collection screen, for a collection without a screen
 * of its own, headed with the collection's name (its page's title).
 */
export function AdminCollection({ collection, headingLevel, openCreate }: AdminCollectionProps) {
  const description = useMemo(() => collectionScreen(collection), [collection]);
  return <CollectionScreen key={collection} description={description} heading={collections[collection].labels.plural} headingLevel={headingLevel} openCreate={openCreate} />;
}
