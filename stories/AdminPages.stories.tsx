import type { Meta } from '@storybook/react-vite';
import '../src/widgets/admin-pages/admin-pages.element';
import { adminPagesExamples } from '../src/widgets/admin-pages/admin-pages.examples';
import { exampleStory } from './support';

export default { title: 'Widgets/AdminPages' } satisfies Meta;

export const French = exampleStory('commune-admin-pages', adminPagesExamples[0], 'fr');
export const English = exampleStory('commune-admin-pages', adminPagesExamples[0], 'en');
export const PhoneFrench = exampleStory('commune-admin-pages', adminPagesExamples[1], 'fr');
export const PhoneEnglish = exampleStory('commune-admin-pages', adminPagesExamples[1], 'en');
