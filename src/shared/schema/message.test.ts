import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contentSchemas } from '../../collections';
import { imageField, requiredText, versionField } from './fields';
import { checkInput, fallbackMessage, groupDigits, isStorableText, unstorableValues } from './message';
import { loginSchema, newUserSchema, passwordChangeSchema, userUpdateSchema } from './staff';
import { residentMessageSchema } from './resident';

/** Valibot's default messages: English whatever the language. */
const VALIBOT_DEFAULT = /^Invalid \w+: /;

describe('a message for every rule', () => {
  /** Rules without a message of their own, each with an input it refuses. */
  const bare: [string, v.GenericSchema, unknown][] = [
    ['a missing key', v.object({ version: v.number() }), {}],
    ['a string', v.string(), 1],
    ['a number', v.number(), 'x'],
    ['a boolean', v.boolean(), 'x'],
    ['an object', v.object({}), 'x'],
    ['an array', v.array(v.string()), 'x'],
    ['a picklist', v.picklist(['draft', 'published']), 'x'],
    ['an integer', v.pipe(v.number(), v.integer()), 1.5],
    ['a minimum', v.pipe(v.number(), v.minValue(1)), 0],
    ['a maximum', v.pipe(v.number(), v.maxValue(2_147_483_647)), 2_147_483_648],
    ['a minimum length', v.pipe(v.string(), v.minLength(3)), 'a'],
    ['a maximum length', v.pipe(v.string(), v.maxLength(3)), 'abcd'],
    ['a non-empty text', v.pipe(v.string(), v.nonEmpty()), ''],
    ['a regex', v.pipe(v.string(), v.regex(/^a$/)), 'b'],
    ['a check', v.pipe(v.string(), v.check(() => false)), 'b'],
    ['a literal', v.literal('yes'), 'no'],
    ['a union', v.union([v.string(), v.number()]), true],
  ];

  it.each(bare)('%s, in French and in English, never valibot’s default', (_name, schema, input) => {
    const french = checkInput(schema, input, 'fr');
    const english = checkInput(schema, input, 'en');
    expect(french.success).toBe(false);
    expect(english.success).toBe(false);
    const messages = [...Object.values(french.success ? {} : french.fields), ...Object.values(english.success ? {} : english.fields)];
    for (const text of messages) expect(text).not.toMatch(VALIBOT_DEFAULT);
    expect(Object.values(french.success ? {} : french.fields).join(' ')).not.toMatch(/ must | is required|Invalid|Expected/);
  });

  it('names the missing key and writes numbers as each language does', () => {
    expect(checkInput(v.object({ version: v.number() }), {}, 'fr')).toEqual({ success: false, fields: { version: 'Le champ « version » est obligatoire.' } });
    expect(checkInput(v.object({ version: v.number() }), {}, 'en')).toEqual({ success: false, fields: { version: 'The field "version" is required.' } });
    expect(checkInput(v.pipe(v.number(), v.maxValue(2_147_483_647)), 2e9 + 2e8, 'fr')).toEqual({ success: false, fields: { '': 'Ce nombre doit être au plus 2\u202f147\u202f483\u202f647.' } });
    expect(checkInput(v.picklist(['all', 'draft', 'published']), 'x', 'fr')).toEqual({ success: false, fields: { '': 'Ce champ doit valoir « all », « draft » ou « published ».' } });
    expect(checkInput(v.picklist(['all', 'draft', 'published']), 'x', 'en')).toEqual({ success: false, fields: { '': 'This field must be "all", "draft" or "published".' } });
    expect(groupDigits(999_999_999_999_999, 'fr')).toBe('999\u202f999\u202f999\u202f999\u202f999');
    expect(groupDigits(-1234.5, 'en')).toBe('-1,234.5');
  });

  it('leaves the schemas’ own messages alone', () => {
    const issue = v.safeParse(v.pipe(v.string(), v.minLength(3, 'Trop court.')), 'a', { lang: 'fr', message: fallbackMessage });
    expect(issue.success ? '' : issue.issues[0].message).toBe('Trop court.');
  });

  it('leaves no rule of the API’s schemas to valibot’s English, whatever is sent', () => {
    const schemas: v.GenericSchema[] = [
      ...Object.values(contentSchemas).flatMap((schemas) => [schemas.create, schemas.update]),
      loginSchema,
      newUserSchema,
      userUpdateSchema,
      passwordChangeSchema,
      residentMessageSchema,
    ];
    const wrong = [{}, { version: 'x', title: 1, image: { src: 1, width: 'x', alt: 3 }, link: {}, amount: 1.5 }, { title: { fr: {} }, image: [], link: { label: [] } }];
    for (const schema of schemas) {
      for (const input of wrong) {
        for (const lang of ['fr', 'en'] as const) {
          const result = checkInput(schema, input, lang);
          for (const text of Object.values(result.success ? {} : result.fields)) expect(text).not.toMatch(VALIBOT_DEFAULT);
        }
      }
    }
  });
});

describe('what the database cannot store', () => {
  it('is a NUL or a lone surrogate in a text; a real emoji is fine', () => {
    expect(isStorableText('Forage 💧 à Mokolo')).toBe(true);
    for (const text of ['a\u0000b', '\u0000', '\ud83d', 'a\ud83db', '\udca7', '\udca7\ud83d']) expect(isStorableText(text), JSON.stringify(text)).toBe(false);
  });

  it('is found anywhere in a request, keys and numbers included, without recursion', () => {
    const deep = JSON.parse(`${'['.repeat(50_000)}${']'.repeat(50_000)}`);
    expect(unstorableValues({ title: { fr: 'a\u0000' }, 'b\ud800': 1, list: [1, 2, Infinity], amount: -1e20, ok: 9_007_199_254_740_991, deep })).toEqual(
      expect.arrayContaining([
        { path: 'title.fr', kind: 'text' },
        { path: '', kind: 'key' },
        { path: 'list.2', kind: 'number' },
        { path: 'amount', kind: 'number' },
        { path: expect.stringMatching(/^deep(\.0){15}$/), kind: 'depth' },
      ]),
    );
    expect(unstorableValues({ title: { fr: 'Forage 💧', en: '' }, amount: 12_500_000_000, image: null })).toEqual([]);
  });

  it('reports 20 places at most', () => {
    expect(unstorableValues(Array.from({ length: 1000 }, () => '\u0000'))).toHaveLength(20);
  });

  it('is refused by the text fields with their name, in both languages', () => {
    const title = requiredText({ fr: 'Le titre', en: 'Title' }, 3, 160);
    expect(checkInput(v.object({ title }), { title: 'Forage\u0000' }, 'fr')).toEqual({ success: false, fields: { title: 'Le titre contient un caractère non autorisé.' } });
    expect(checkInput(v.object({ title }), { title: 'Forage \ud83d' }, 'en')).toEqual({ success: false, fields: { title: 'Title contains a character that is not allowed.' } });
  });

  it('is refused in a field no schema knows, and in a body that is not an object', () => {
    const schema = v.object({ name: v.string() });
    expect(checkInput(schema, { name: 'Awa', website: '\u0000' }, 'fr')).toEqual({ success: false, fields: { website: 'Ce texte contient un caractère non autorisé.' } });
    expect(checkInput(schema, { name: 'Awa', extra: { 'x\u0000': 1 } }, 'en')).toEqual({ success: false, fields: { extra: 'A field name contains a character that is not allowed.' } });
    expect(checkInput(schema, [{ name: 'Awa' }], 'fr')).toEqual({ success: false, fields: { '': 'Le corps de la requête doit être un objet JSON.' } });
    expect(checkInput(schema, { name: '  Awa ' }, 'fr')).toEqual({ success: true, output: { name: '  Awa ' } });
  });
});

describe('numbers within their columns', () => {
  it('a version is a whole number an integer column holds, and says so', () => {
    const versions = v.object({ version: versionField });
    expect(checkInput(versions, { version: 2_147_483_647 }).success).toBe(true);
    for (const version of [2_147_483_648, 0, -1, 1.5, true, 'abc', '1', null, 1e20]) {
      expect(checkInput(versions, { version }, 'fr'), String(version)).toEqual({ success: false, fields: { version: 'La version doit être un nombre entier de 1 à 2\u202f147\u202f483\u202f647.' } });
    }
    expect(checkInput(versions, { version: undefined }, 'en')).toEqual({ success: false, fields: { version: 'The item’s version is required.' } });
  });

  it('an image’s size is a whole number from 1 to 20,000', () => {
    const image = v.object({ image: imageField });
    const refused = checkInput(image, { image: { src: '/media/a.png', width: 1e20, height: 1.5 } }, 'fr');
    expect(refused).toEqual({
      success: false,
      fields: { 'image.width': 'La largeur de l’image doit être un nombre entier de 1 à 20\u202f000.', 'image.height': 'La hauteur de l’image doit être un nombre entier de 1 à 20\u202f000.' },
    });
  });

  it('an amount is at most fifteen nines of francs CFA', () => {
    const { create } = contentSchemas.news;
    const article = { title: { fr: 'Budget communal', en: '' }, content: { fr: 'Le budget a été voté hier soir.', en: '' } };
    expect(checkInput(create, { ...article, amount: 12_500_000_000 }).success).toBe(true);
    expect(checkInput(create, { ...article, amount: 1e20 }, 'en')).toEqual({ success: false, fields: { amount: 'The amount cannot exceed 999,999,999,999,999 CFA francs.' } });
  });
});
