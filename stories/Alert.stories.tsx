import type { Meta } from '@storybook/react-vite';
import '../src/widgets/alert/alert.element';
import { alertExamples } from '../src/widgets/alert/alert.examples';
import { exampleStory } from './support';

export default { title: 'Widgets/Alert' } satisfies Meta;

export const French = exampleStory('commune-alert', alertExamples[0], 'fr');
export const English = exampleStory('commune-alert', alertExamples[0], 'en');
export const PhoneFrench = exampleStory('commune-alert', alertExamples[1], 'fr');
