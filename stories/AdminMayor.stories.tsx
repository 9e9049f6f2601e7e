import type { Meta } from '@storybook/react-vite';
import '../src/widgets/admin-mayor/admin-mayor.element';
import { adminMayorExamples } from '../src/widgets/admin-mayor/admin-mayor.examples';
import { exampleStory } from './support';

export default { title: 'Widgets/AdminMayor' } satisfies Meta;

export const French = exampleStory('commune-admin-mayor', adminMayorExamples[0], 'fr');
export const English = exampleStory('commune-admin-mayor', adminMayorExamples[0], 'en');
export const WritingOnAPhoneFrench = exampleStory('commune-admin-mayor', adminMayorExamples[1], 'fr');
export const WritingOnAPhoneEnglish = exampleStory('commune-admin-mayor', adminMayorExamples[1], 'en');
