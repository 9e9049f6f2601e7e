import type { Meta } from '@storybook/react-vite';
import '../src/widgets/admin-login/admin-login.element';
import { adminLoginExamples } from '../src/widgets/admin-login/admin-login.examples';
import { exampleStory } from './support';

export default { title: 'Widgets/AdminLogin' } satisfies Meta;

export const French = exampleStory('commune-admin-login', adminLoginExamples[0], 'fr');
export const English = exampleStory('commune-admin-login', adminLoginExamples[0], 'en');
export const PhoneFrench = exampleStory('commune-admin-login', adminLoginExamples[1], 'fr');
export const PhoneEnglish = exampleStory('commune-admin-login', adminLoginExamples[1], 'en');
