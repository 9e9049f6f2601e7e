import type { Meta } from '@storybook/react-vite';
import '../src/widgets/admin-trash/admin-trash.element';
import { adminTrashExamples } from '../src/widgets/admin-trash/admin-trash.examples';
import { exampleStory } from './support';

export default { title: 'Widgets/AdminTrash' } satisfies Meta;

export const French = exampleStory('commune-admin-trash', adminTrashExamples[0], 'fr');
export const English = exampleStory('commune-admin-trash', adminTrashExamples[0], 'en');
export const PhoneFrench = exampleStory('commune-admin-trash', adminTrashExamples[1], 'fr');
export const PhoneEnglish = exampleStory('commune-admin-trash', adminTrashExamples[1], 'en');
export const EmptyFrench = exampleStory('commune-admin-trash', adminTrashExamples[2], 'fr');
export const EmptyEnglish = exampleStory('commune-admin-trash', adminTrashExamples[2], 'en');
