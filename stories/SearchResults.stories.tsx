import type { Meta } from '@storybook/react-vite';
import '../src/widgets/search-results/search-results.element';
import { searchResultsExamples } from '../src/widgets/search-results/search-results.examples';
import { exampleStory } from './support';

export default { title: 'Widgets/SearchResults' } satisfies Meta;

export const French = exampleStory('commune-search-results', searchResultsExamples[0], 'fr');
export const English = exampleStory('commune-search-results', searchResultsExamples[0], 'en');
export const PhoneFrench = exampleStory('commune-search-results', searchResultsExamples[1], 'fr');
