import type { Meta } from '@storybook/react-vite';
import '../src/widgets/partners/partners.element';
import { partnersExamples } from '../src/widgets/partners/partners.examples';
import { exampleStory } from './support';

export default { title: 'Widgets/Partners' } satisfies Meta;

export const HomeFrench = exampleStory('commune-partners', partnersExamples[0], 'fr');
export const HomeEnglish = exampleStory('commune-partners', partnersExamples[0], 'en');
export const ListFrench = exampleStory('commune-partners', partnersExamples[1], 'fr');
export const ListEnglish = exampleStory('commune-partners', partnersExamples[1], 'en');
export const PhoneFrench = exampleStory('commune-partners', partnersExamples[2], 'fr');
