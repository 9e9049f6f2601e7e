import type { Meta } from '@storybook/react-vite';
import '../src/widgets/programmes/programmes.element';
import { programmesExamples } from '../src/widgets/programmes/programmes.examples';
import { exampleStory } from './support';

export default { title: 'Widgets/Programmes' } satisfies Meta;

export const HomeFrench = exampleStory('commune-programmes', programmesExamples[0], 'fr');
export const HomeEnglish = exampleStory('commune-programmes', programmesExamples[0], 'en');
export const PhoneFrench = exampleStory('commune-programmes', programmesExamples[1], 'fr');
