import type { Meta } from '@storybook/react-vite';
import '../src/widgets/services/services.element';
import { servicesExamples } from '../src/widgets/services/services.examples';
import { exampleStory } from './support';

export default { title: 'Widgets/Services' } satisfies Meta;

export const HomeFrench = exampleStory('commune-services', servicesExamples[0], 'fr');
export const HomeEnglish = exampleStory('commune-services', servicesExamples[0], 'en');
export const PhoneFrench = exampleStory('commune-services', servicesExamples[1], 'fr');
export const PhoneEnglish = exampleStory('commune-services', servicesExamples[1], 'en');
