import { describe, expect, it } from 'vitest';
import { AFRICA_DOUALA, escapeText, foldLine, localDateTime, utcDateTime, writeCalendar, type CalendarEvent } from './ical';

const octets = (line: string) => new TextEncoder().encode(line).length;
/** RFC 5545 §3.1: a line break followed by one space is removed. */
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('escapeText', () => {
  it('escapes backslash, semicolon and comma, and writes line breaks as \\n', () => {
    expect(escapeText('Dépistage, conseils; et vaccins')).toBe('Dépistage\\, conseils\\; et vaccins');
    expect(escapeText('C:\\dossier')).toBe('C:\\\\dossier');
    expect(escapeText('Ligne 1\nLigne 2\r\nLigne 3\rLigne 4')).toBe('Ligne 1\\nLigne 2\\nLigne 3\\nLigne 4');
    // The backslash first: an escape is never escaped again.
    expect(escapeText('\\;')).toBe('\\\\\\;');
  });

  it('keeps colons, quotes and accents, and drops control characters', () => {
    expect(escapeText('Lieu\u00a0: « Place des Fêtes » – 08:00')).toBe('Lieu\u00a0: « Place des Fêtes » – 08:00');
    expect(escapeText('bip\u0007\u0000 fin')).toBe('bip fin');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets as it is', () => {
    const line = `SUMMARY:${'a'.repeat(67)}`;
    expect(octets(line)).toBe(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds longer lines at 75 octets, each following line starting with one space', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBe(3);
    expect(folded.map(octets)).toEqual([75, 75, 212 - 75 - 74 + 1]);
    expect(folded.slice(1).every((part) => part.startsWith(' ') && !part.startsWith('  '))).toBe(true);
    expect(unfold(folded.join('\r\n'))).toBe(line);
  });

  it('counts octets, not characters, and never cuts a character in two', () => {
    const line = `SUMMARY;LANGUAGE=fr:${'Journée mondiale de la santé à Dtima, été ☀️ 🇨🇲 '.repeat(6)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      // Each line is valid UTF-8 on its own: no lone half of a surrogate pair.
      expect(part).toBe(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(part)));
      expect(/[\ud800-\udbff]$|^ ?[\udc00-\udfff]/.test(part)).toBe(false);
    }
    expect(unfold(folded)).toBe(line);
  });
});

describe('date-times', () => {
  it('writes UTC moments with Z and wall-clock times without', () => {
    expect(utcDateTime(new Date('2025-05-20T07:05:09.120Z'))).toBe('20250520T070509Z');
    expect(localDateTime('2025-05-20', '08:30')).toBe('20250520T083000');
  });
});

describe('writeCalendar', () => {
  const event: CalendarEvent = {
    uid: 'event-12@dtima.cm',
    stamp: new Date('2025-04-02T10:15:00Z'),
    created: new Date('2025-03-01T09:00:00Z'),
    sequence: 2,
    date: '2025-04-07',
    start: '08:00',
    end: '16:00',
    summary: 'Journée mondiale de la santé',
    description: 'Dépistage gratuit, consultations; apportez votre carnet.\nLieu\u00a0: centre de santé.',
    location: 'Centre de santé de district, Dtima',
    url: 'https://dtima.cm/events/12-journee-mondiale-de-la-sante',
    categories: ['Santé'],
  };
  const ics = writeCalendar({
    prodId: '-//Commune de Dtima//Agenda//FR',
    name: 'Agenda de la Commune de Dtima',
    description: 'Les événements publics de la commune.',
    lang: 'fr',
    timeZone: AFRICA_DOUALA,
    url: 'https://dtima.cm/events.ics',
    refresh: 'PT6H',
    events: [event, { ...event, uid: 'event-13@dtima.cm', start: '09:00', end: '09:00', description: undefined, location: undefined, categories: [] }],
  });
  const lines = unfold(ics).split('\r\n');

  it('ends every line with CRLF, folds every line, and ends with a line break', () => {
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('says what it is: version, product, Gregorian calendar, published, named', () => {
    expect(lines.slice(0, 8)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Commune de Dtima//Agenda//FR',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'NAME:Agenda de la Commune de Dtima',
      'X-WR-CALNAME:Agenda de la Commune de Dtima',
      'DESCRIPTION:Les événements publics de la commune.',
    ]);
    expect(lines).toContain('X-WR-TIMEZONE:Africa/Douala');
    expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT6H');
    expect(lines).toContain('SOURCE;VALUE=URI:https://dtima.cm/events.ics');
  });

  it('carries Africa/Douala as a VTIMEZONE: West Africa Time, UTC+1, no daylight saving', () => {
    const start = lines.indexOf('BEGIN:VTIMEZONE');
    expect(lines.slice(start, start + 10)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Africa/Douala',
      'X-LIC-LOCATION:Africa/Douala',
      'BEGIN:STANDARD',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0100',
      'TZNAME:WAT',
      'DTSTART:19700101T000000',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
    expect(lines.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
  });

  it('writes each event with its UID, stamps in UTC, local times in Dtima’s zone and escaped texts', () => {
    const first = lines.slice(lines.indexOf('BEGIN:VEVENT'), lines.indexOf('END:VEVENT') + 1);
    expect(first).toEqual([
      'BEGIN:VEVENT',
      'UID:event-12@dtima.cm',
      'DTSTAMP:20250402T101500Z',
      'CREATED:20250301T090000Z',
      'LAST-MODIFIED:20250402T101500Z',
      'SEQUENCE:2',
      'DTSTART;TZID=Africa/Douala:20250407T080000',
      'DTEND;TZID=Africa/Douala:20250407T160000',
      'SUMMARY;LANGUAGE=fr:Journée mondiale de la santé',
      'DESCRIPTION;LANGUAGE=fr:Dépistage gratuit\\, consultations\\; apportez votre carnet.\\nLieu\u00a0: centre de santé.',
      'LOCATION;LANGUAGE=fr:Centre de santé de district\\, Dtima',
      'CATEGORIES;LANGUAGE=fr:Santé',
      'URL;VALUE=URI:https://dtima.cm/events/12-journee-mondiale-de-la-sante',
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'CLASS:PUBLIC',
      'END:VEVENT',
    ]);
  });

  it('gives an event without length no DTEND, and leaves out what it does not have', () => {
    const second = lines.slice(lines.lastIndexOf('BEGIN:VEVENT'), lines.lastIndexOf('END:VEVENT') + 1);
    expect(second).toContain('DTSTART;TZID=Africa/Douala:20250407T090000');
    expect(second.some((line) => /^(DTEND|DESCRIPTION|LOCATION|CATEGORIES)[;:]/.test(line))).toBe(false);
  });
});
