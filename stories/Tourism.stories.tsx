import type { Meta } from '@storybook/react-vite';
import '../src/widgets/tourism/tourism.element';
import { tourismExamples } from '../src/widgets/tourism/tourism.examples';
import { exampleStory } from './support';

export default { title: 'Widgets/Tourism' } satisfies Meta;

export const French = exampleStory('commune-tourism', tourismExamples[0], 'fr');
export const English = exampleStory('commune-tourism', tourismExamples[0], 'en');
export const PhoneFrench = exampleStory('commune-tourism', tourismExamples[1], 'fr');
