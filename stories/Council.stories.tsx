import type { Meta } from '@storybook/react-vite';
import '../src/widgets/council/council.element';
import { councilExamples } from '../src/widgets/council/council.examples';
import { exampleStory } from './support';

export default { title: 'Widgets/Council' } satisfies Meta;

export const French = exampleStory('commune-council', councilExamples[0], 'fr');
export const English = exampleStory('commune-council', councilExamples[0], 'en');
export const PhoneFrench = exampleStory('commune-council', councilExamples[1], 'fr');
