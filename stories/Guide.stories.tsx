import type { Meta } from '@storybook/react-vite';
import '../src/widgets/guide/guide.element';
import { guideExamples } from '../src/widgets/guide/guide.examples';
import { exampleStory } from './support';

export default { title: 'Widgets/Practical guide' } satisfies Meta;

export const French = exampleStory('commune-guide', guideExamples[0], 'fr');
export const English = exampleStory('commune-guide', guideExamples[0], 'en');
export const PhoneFrench = exampleStory('commune-guide', guideExamples[1], 'fr');
export const PhoneEnglish = exampleStory('commune-guide', guideExamples[1], 'en');
