import type { Meta } from '@storybook/react-vite';
import '../src/widgets/flash-info/flash-info.element';
import { flashInfoExamples } from '../src/widgets/flash-info/flash-info.examples';
import { exampleStory } from './support';

export default { title: 'Widgets/Flash Info' } satisfies Meta;

export const HomeFrench = exampleStory('commune-flash-info', flashInfoExamples[0], 'fr');
export const HomeEnglish = exampleStory('commune-flash-info', flashInfoExamples[0], 'en');
export const GridFrench = exampleStory('commune-flash-info', flashInfoExamples[1], 'fr');
export const GridEnglish = exampleStory('commune-flash-info', flashInfoExamples[1], 'en');
export const PhoneFrench = exampleStory('commune-flash-info', flashInfoExamples[2], 'fr');
