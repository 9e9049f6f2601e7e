import type { Meta } from '@storybook/react-vite';
import '../src/widgets/admin-collection/admin-collection.element';
import { adminCollectionExamples } from '../src/widgets/admin-collection/admin-collection.examples';
import { exampleStory } from './support';

export default { title: 'Widgets/AdminCollection' } satisfies Meta;

export const French = exampleStory('commune-admin-collection', adminCollectionExamples[0], 'fr');
export const English = exampleStory('commune-admin-collection', adminCollectionExamples[0], 'en');
export const PhoneFrench = exampleStory('commune-admin-collection', adminCollectionExamples[1], 'fr');
export const CreateFrench = exampleStory('commune-admin-collection', adminCollectionExamples[2], 'fr');
export const CreateEnglish = exampleStory('commune-admin-collection', adminCollectionExamples[2], 'en');
export const EmptyFrench = exampleStory('commune-admin-collection', adminCollectionExamples[3], 'fr');
