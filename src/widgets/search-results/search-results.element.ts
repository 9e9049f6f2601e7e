import { defineWidget } from '../../kit/define-widget';
import css from './SearchResults.css?inline';
import { SearchResults } from './SearchResults';
import { searchResultsContract } from './search-results.contract';

/**
 * What the element shows and how partners use it.
 *
 * @tag commune-search-results
 */
export const SearchResultsElement = defineWidget(searchResultsContract.tag, SearchResults, { ...searchResultsContract, css: [css] });
