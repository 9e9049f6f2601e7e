import type { Meta } from '@storybook/react-vite';
import '../src/widgets/biography/biography.element';
import { biographyExamples } from '../src/widgets/biography/biography.examples';
import { exampleStory } from './support';

export default { title: 'Widgets/Biography' } satisfies Meta;

export const French = exampleStory('commune-biography', biographyExamples[0], 'fr');
export const English = exampleStory('commune-biography', biographyExamples[0], 'en');
export const PhoneFrench = exampleStory('commune-biography', biographyExamples[1], 'fr');
