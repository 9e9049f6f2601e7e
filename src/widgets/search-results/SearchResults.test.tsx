import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../runtime/store';
import { searchResultsMessages } from './messages';

describe('<commune-search-results> texts', () => {
  it('has every text in French and English', () => {
    for (const lang of LANGUAGES) for (const text of Object.values(searchResultsMessages[lang])) expect(text.trim()).not.toBe('');
  });
});
