import type { Meta } from '@storybook/react-vite';
import '../src/widgets/service/service.element';
import { serviceExamples } from '../src/widgets/service/service.examples';
import { exampleStory } from './support';

export default { title: 'Widgets/Service' } satisfies Meta;

export const BirthCertificateFrench = exampleStory('commune-service', serviceExamples[0], 'fr');
export const BirthCertificateEnglish = exampleStory('commune-service', serviceExamples[0], 'en');
export const LicencesPhoneFrench = exampleStory('commune-service', serviceExamples[1], 'fr');
export const MarriageEnglish = exampleStory('commune-service', serviceExamples[2], 'en');
