import type { Meta } from '@storybook/react-vite';
import '../src/widgets/admin-news/admin-news.element';
import { adminNewsExamples } from '../src/widgets/admin-news/admin-news.examples';
import { exampleStory } from './support';

export default { title: 'Widgets/AdminNews' } satisfies Meta;

export const French = exampleStory('commune-admin-news', adminNewsExamples[0], 'fr');
export const English = exampleStory('commune-admin-news', adminNewsExamples[0], 'en');
export const PhoneFrench = exampleStory('commune-admin-news', adminNewsExamples[1], 'fr');
export const PhoneEnglish = exampleStory('commune-admin-news', adminNewsExamples[1], 'en');
export const CreateFrench = exampleStory('commune-admin-news', adminNewsExamples[2], 'fr');
export const CreateEnglish = exampleStory('commune-admin-news', adminNewsExamples[2], 'en');
export const EmptyFrench = exampleStory('commune-admin-news', adminNewsExamples[3], 'fr');
export const EmptyEnglish = exampleStory('commune-admin-news', adminNewsExamples[3], 'en');
