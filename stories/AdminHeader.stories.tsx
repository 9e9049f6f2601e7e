import type { Meta } from '@storybook/react-vite';
import '../src/widgets/admin-header/admin-header.element';
import { adminHeaderExamples } from '../src/widgets/admin-header/admin-header.examples';
import { exampleStory } from './support';

export default { title: 'Widgets/AdminHeader' } satisfies Meta;

export const French = exampleStory('commune-admin-header', adminHeaderExamples[0], 'fr');
export const English = exampleStory('commune-admin-header', adminHeaderExamples[0], 'en');
export const PhoneFrench = exampleStory('commune-admin-header', adminHeaderExamples[1], 'fr');
export const PhoneEnglish = exampleStory('commune-admin-header', adminHeaderExamples[1], 'en');
export const SignInFrench = exampleStory('commune-admin-header', adminHeaderExamples[2], 'fr');
export const SignInEnglish = exampleStory('commune-admin-header', adminHeaderExamples[2], 'en');
