import type { Meta } from '@storybook/react-vite';
import '../src/widgets/investment/investment.element';
import { investmentExamples } from '../src/widgets/investment/investment.examples';
import { exampleStory } from './support';

export default { title: 'Widgets/Investment' } satisfies Meta;

export const HomeFrench = exampleStory('commune-investment', investmentExamples[0], 'fr');
export const HomeEnglish = exampleStory('commune-investment', investmentExamples[0], 'en');
export const FullFrench = exampleStory('commune-investment', investmentExamples[1], 'fr');
export const FullEnglish = exampleStory('commune-investment', investmentExamples[1], 'en');
export const PhoneFrench = exampleStory('commune-investment', investmentExamples[2], 'fr');
export const PhoneEnglish = exampleStory('commune-investment', investmentExamples[2], 'en');
