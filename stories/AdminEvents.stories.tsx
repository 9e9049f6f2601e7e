import type { Meta } from '@storybook/react-vite';
import '../src/widgets/admin-events/admin-events.element';
import { adminEventsExamples } from '../src/widgets/admin-events/admin-events.examples';
import { exampleStory } from './support';

export default { title: 'Widgets/AdminEvents' } satisfies Meta;

export const French = exampleStory('commune-admin-events', adminEventsExamples[0], 'fr');
export const English = exampleStory('commune-admin-events', adminEventsExamples[0], 'en');
export const CalendarPhoneFrench = exampleStory('commune-admin-events', adminEventsExamples[1], 'fr');
export const CalendarPhoneEnglish = exampleStory('commune-admin-events', adminEventsExamples[1], 'en');
export const CreateFrench = exampleStory('commune-admin-events', adminEventsExamples[2], 'fr');
export const CreateEnglish = exampleStory('commune-admin-events', adminEventsExamples[2], 'en');
