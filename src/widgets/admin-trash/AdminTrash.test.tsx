import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../runtime/store';
import { adminTrashMessages } from './messages';

describe('<commune-admin-trash> texts', () => {
  it('has every text in French and English', () => {
    for (const lang of LANGUAGES) for (const text of Object.values(adminTrashMessages[lang])) expect(text.trim()).not.toBe('');
  });
});
