import { beforeEach } from 'vitest';
import { setLanguage } from '../../src/runtime/store';

// Test files run side by side in one browser and share its localStorage, where the store keeps
// the visitor's choice: every test starts in French unless it says otherwise.
beforeEach(() => {
  setLanguage('fr');
});
