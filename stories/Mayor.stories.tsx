import type { Meta } from '@storybook/react-vite';
import '../src/widgets/mayor/mayor.element';
import { mayorExamples } from '../src/widgets/mayor/mayor.examples';
import { exampleStory } from './support';

export default { title: 'Widgets/Mayor' } satisfies Meta;

export const French = exampleStory('commune-mayor', mayorExamples[0], 'fr');
export const English = exampleStory('commune-mayor', mayorExamples[0], 'en');
export const MessageFrench = exampleStory('commune-mayor', mayorExamples[1], 'fr');
export const MessageEnglish = exampleStory('commune-mayor', mayorExamples[1], 'en');
export const PhoneFrench = exampleStory('commune-mayor', mayorExamples[2], 'fr');
