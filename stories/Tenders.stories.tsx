import type { Meta } from '@storybook/react-vite';
import '../src/widgets/tenders/tenders.element';
import { tendersExamples } from '../src/widgets/tenders/tenders.examples';
import { exampleStory } from './support';

export default { title: 'Widgets/Tenders' } satisfies Meta;

export const French = exampleStory('commune-tenders', tendersExamples[0], 'fr');
export const English = exampleStory('commune-tenders', tendersExamples[0], 'en');
export const PhoneFrench = exampleStory('commune-tenders', tendersExamples[1], 'fr');
export const PhoneEnglish = exampleStory('commune-tenders', tendersExamples[1], 'en');
