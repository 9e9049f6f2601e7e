import type { Meta } from '@storybook/react-vite';
import '../src/widgets/admin-notifications/admin-notifications.element';
import { adminNotificationsExamples } from '../src/widgets/admin-notifications/admin-notifications.examples';
import { exampleStory } from './support';

export default { title: 'Widgets/AdminNotifications' } satisfies Meta;

export const French = exampleStory('commune-admin-notifications', adminNotificationsExamples[0], 'fr');
export const English = exampleStory('commune-admin-notifications', adminNotificationsExamples[0], 'en');
export const PhoneFrench = exampleStory('commune-admin-notifications', adminNotificationsExamples[1], 'fr');
export const PhoneEnglish = exampleStory('commune-admin-notifications', adminNotificationsExamples[1], 'en');
export const EmptyFrench = exampleStory('commune-admin-notifications', adminNotificationsExamples[2], 'fr');
export const EmptyEnglish = exampleStory('commune-admin-notifications', adminNotificationsExamples[2], 'en');
