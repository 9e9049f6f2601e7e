import type { Meta } from '@storybook/react-vite';
import '../src/widgets/invest-guide/invest-guide.element';
import { investGuideExamples } from '../src/widgets/invest-guide/invest-guide.examples';
import { exampleStory } from './support';

export default { title: 'Widgets/Invest guide' } satisfies Meta;

export const French = exampleStory('commune-invest-guide', investGuideExamples[0], 'fr');
export const English = exampleStory('commune-invest-guide', investGuideExamples[0], 'en');
export const PhoneFrench = exampleStory('commune-invest-guide', investGuideExamples[1], 'fr');
export const PhoneEnglish = exampleStory('commune-invest-guide', investGuideExamples[1], 'en');
