import type { Meta } from '@storybook/react-vite';
import '../src/widgets/points-of-interest/points-of-interest.element';
import { pointsOfInterestExamples } from '../src/widgets/points-of-interest/points-of-interest.examples';
import { exampleStory } from './support';

export default { title: 'Widgets/Points of interest' } satisfies Meta;

export const French = exampleStory('commune-points-of-interest', pointsOfInterestExamples[0], 'fr');
export const English = exampleStory('commune-points-of-interest', pointsOfInterestExamples[0], 'en');
export const PhoneFrench = exampleStory('commune-points-of-interest', pointsOfInterestExamples[1], 'fr');
export const PhoneEnglish = exampleStory('commune-points-of-interest', pointsOfInterestExamples[1], 'en');
