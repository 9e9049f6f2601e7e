import { describe, expect, it } from 'vitest';
import { paths } from '../../content/site-map';
import type { StaffNotification } from '../../shared/schema/journal';
import type { ResidentMessage } from '../../shared/schema/resident';
import { LANGUAGES } from '../../runtime/store';
import { contactHref, newest, screenOf, selectMessages, unreadSubjects } from './inbox';
import { adminNotificationsMessages } from './messages';

const message = (id: number, name: string, handled: boolean, text = 'Le forage ne donne plus d’eau.'): ResidentMessage => ({
  id,
  name,
  contact: '+237 699 41 27 80',
  message: text,
  language: 'fr',
  createdAt: '2025-05-19T17:30:00Z',
  handledAt: handled ? '2025-05-20T08:00:00Z' : null,
  handledBy: handled ? 'Admin' : null,
  version: 1,
});

describe('reaching a resident back (contactHref)', () => {
  it('calls a phone number, with its digits and leading +', () => {
    expect(contactHref('+237 699 41 27 80')).toBe('tel:+237699412780');
    expect(contactHref('655.20.19.44')).toBe('tel:655201944');
    expect(contactHref(' (237) 655-20-19-44 ')).toBe('tel:237655201944');
  });

  it('writes to an e-mail address', () => {
    expect(contactHref('kaltoumi.adamou@gmail.com')).toBe('mailto:kaltoumi.adamou@gmail.com');
  });

  it('links nothing else', () => {
    expect(contactHref('au marché, étal 12')).toBeUndefined();
    expect(contactHref('1234')).toBeUndefined();
    expect(contactHref('+1 234 567 890 123 456 78')).toBeUndefined();
    expect(contactHref('javascript:alert(1)')).toBeUndefined();
  });
});

describe('which messages to show (selectMessages)', () => {
  const messages = [message(1, 'Hamadou Bello', true), message(2, 'Paul Vandi', false, 'Next livestock market?'), message(3, 'Zénabou Abdoulaye', false)];

  it('shows those to handle, or all', () => {
    expect(selectMessages(messages, 'open', '').map((m) => m.id)).toEqual([2, 3]);
    expect(selectMessages(messages, 'all', '').map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it('keeps in place a message handled during the visit', () => {
    expect(selectMessages(messages, 'open', '', new Set([1])).map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it('narrows by the search: name, contact or text, accents aside', () => {
    expect(selectMessages(messages, 'all', 'zenabou').map((m) => m.id)).toEqual([3]);
    expect(selectMessages(messages, 'all', 'livestock').map((m) => m.id)).toEqual([2]);
    expect(selectMessages(messages, 'open', 'hamadou')).toEqual([]);
  });
});

describe('what is new (unreadSubjects)', () => {
  const notification = (id: number, kind: 'message' | 'content', subjectId: number | null, read: boolean): StaffNotification => ({
    id,
    kind,
    subject: kind === 'message' ? 'messages' : 'news',
    subjectId,
    summary: { fr: 'x', en: 'x' },
    createdAt: '2025-05-20T08:00:00Z',
    readAt: read ? '2025-05-20T08:30:00Z' : null,
    version: 1,
  });

  it('names the unread messages and notifications', () => {
    const { messages, notifications } = unreadSubjects([notification(1, 'message', 5, false), notification(2, 'message', 6, true), notification(3, 'content', 2, false)]);
    expect([...messages]).toEqual([5]);
    expect([...notifications]).toEqual([1, 3]);
  });
});

describe('the rest', () => {
  it('leads a publication to its admin screen', () => {
    expect(screenOf('news')).toBe(paths.adminNews);
    expect(screenOf('events')).toBe(paths.adminContentEvents);
    expect(screenOf('mayor-updates')).toBe(paths.adminMayor);
    expect(screenOf('messages')).toBeUndefined();
  });

  it('shows the newer of two copies of a message', () => {
    const old = message(2, 'Paul Vandi', false);
    const handled = { ...message(2, 'Paul Vandi', true), version: 2 };
    expect(newest(old, new Map([[2, handled]]))).toBe(handled);
    expect(newest({ ...old, version: 3 }, new Map([[2, handled]])).version).toBe(3);
  });

  it('has every string in both languages', () => {
    for (const lang of LANGUAGES) for (const [key, text] of Object.entries(adminNotificationsMessages[lang])) expect(text.trim(), `${lang} ${key}`).not.toBe('');
    for (const text of Object.values(adminNotificationsMessages.fr)) expect(text).not.toMatch(/ [:;?!»]|« /);
  });
});
