import type { Meta } from '@storybook/react-vite';
import '../src/widgets/licenses/licenses.element';
import { licensesExamples } from '../src/widgets/licenses/licenses.examples';
import { exampleStory } from './support';

export default { title: 'Widgets/Licenses' } satisfies Meta;

export const French = exampleStory('commune-licenses', licensesExamples[0], 'fr');
export const English = exampleStory('commune-licenses', licensesExamples[0], 'en');
export const PhoneFrench = exampleStory('commune-licenses', licensesExamples[1], 'fr');
export const PhoneEnglish = exampleStory('commune-licenses', licensesExamples[1], 'en');
