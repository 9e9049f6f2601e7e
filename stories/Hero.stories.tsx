import type { Meta } from '@storybook/react-vite';
import '../src/widgets/hero/hero.element';
import { heroExamples } from '../src/widgets/hero/hero.examples';
import { exampleStory } from './support';

export default { title: 'Widgets/Hero' } satisfies Meta;

export const HomeFrench = exampleStory('commune-hero', heroExamples[0], 'fr');
export const HomeEnglish = exampleStory('commune-hero', heroExamples[0], 'en');
export const PhoneFrench = exampleStory('commune-hero', heroExamples[1], 'fr');
export const PartnerEnglish = exampleStory('commune-hero', heroExamples[2], 'en');
