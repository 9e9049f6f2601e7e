import type { Meta } from '@storybook/react-vite';
import '../src/widgets/taxes/taxes.element';
import { taxesExamples } from '../src/widgets/taxes/taxes.examples';
import { exampleStory } from './support';

export default { title: 'Widgets/Taxes' } satisfies Meta;

export const French = exampleStory('commune-taxes', taxesExamples[0], 'fr');
export const English = exampleStory('commune-taxes', taxesExamples[0], 'en');
export const PhoneFrench = exampleStory('commune-taxes', taxesExamples[1], 'fr');
export const PhoneEnglish = exampleStory('commune-taxes', taxesExamples[1], 'en');
