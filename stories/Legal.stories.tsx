import type { Meta } from '@storybook/react-vite';
import '../src/widgets/legal/legal.element';
import { legalExamples } from '../src/widgets/legal/legal.examples';
import { exampleStory } from './support';

export default { title: 'Widgets/Legal' } satisfies Meta;

export const LegalNoticeFrench = exampleStory('commune-legal', legalExamples[0], 'fr');
export const LegalNoticeEnglish = exampleStory('commune-legal', legalExamples[0], 'en');
export const PrivacyFrench = exampleStory('commune-legal', legalExamples[1], 'fr');
export const PrivacyEnglish = exampleStory('commune-legal', legalExamples[1], 'en');
export const AccessibilityFrench = exampleStory('commune-legal', legalExamples[2], 'fr');
export const AccessibilityEnglish = exampleStory('commune-legal', legalExamples[2], 'en');
export const PhoneFrench = exampleStory('commune-legal', legalExamples[3], 'fr');
