import type { Meta } from '@storybook/react-vite';
import '../src/widgets/event-details/event-details.element';
import { eventDetailsExamples } from '../src/widgets/event-details/event-details.examples';
import { exampleStory } from './support';

export default { title: 'Widgets/EventDetails' } satisfies Meta;

export const French = exampleStory('commune-event-details', eventDetailsExamples[0], 'fr');
export const English = exampleStory('commune-event-details', eventDetailsExamples[0], 'en');
export const PhoneFrench = exampleStory('commune-event-details', eventDetailsExamples[1], 'fr');
export const NotFound = exampleStory('commune-event-details', eventDetailsExamples[2], 'en');
