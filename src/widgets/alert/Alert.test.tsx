import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../runtime/store';
import { readAlert } from '../../features/live/alerts';
import { floodAlert } from './alert.examples';
import { alertMessages } from './messages';

describe('<commune-alert> texts and reader', () => {
  it('has every text in French and English', () => {
    for (const lang of LANGUAGES) for (const text of Object.values(alertMessages[lang])) expect(text.trim()).not.toBe('');
  });

  it('reads an alert of the API, and refuses one without its times or with an unknown level', () => {
    const alert = readAlert(floodAlert);
    expect(alert).toMatchObject({ id: 41, version: 2, level: 'urgence', link: '/contact', end: Date.parse('2099-12-31T17:00:00Z') });
    expect(() => readAlert({ ...floodAlert, endsAt: undefined })).toThrow(/endsAt/);
    expect(() => readAlert({ ...floodAlert, level: 'rouge' })).toThrow(/level/);
    expect(() => readAlert({ ...floodAlert, link: 'javascript:alert(1)' })).toThrow(/link/);
  });
});
