// npm run new-collection -- <slug> [--fr "Documents"] [--en "Documents"] [--fr-singular "Document"]
//                                   [--en-singular "Document"] [--feminine]
// (or `npm run new-collection <slug>` with no option, or options written `--fr=Documents`)
//
// Adds a content collection: writes its descriptor, src/collections/<slug>.ts (a title and a
// text in French and English, its labels, its admin path), regenerates what follows from the
// descriptors (the registry and summaries, the drizzle table in server/db/content-tables.ts, the
// README and typings), then writes its migration with drizzle-kit. No other file is edited: the collection
// is then in the API (/api/v1/<slug>), the admin (its screen at /admin-dtima/content/<slug>, in
// the sidebar's Content group, titled with its plural), backups, the dashboard's activity and
// the inbox. The labels are guessed from the slug unless given: the script says which to check.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const USAGE = `Usage: npm run new-collection -- <slug> [--fr "Documents"] [--en "Documents"] [--fr-singular "Document"] [--en-singular "Document"] [--feminine]
   or: npm run new-collection <slug> [--fr=Documents …]   (without \`--\`, npm keeps \`--fr Documents\` for itself)
  <slug>          kebab-case and plural, such as \`documents\` or \`public-notices\`: /api/v1/<slug>, src/collections/<slug>.ts
  --fr, --en      the collection's name, plural and capitalised (default: the slug's words)
  --fr-singular, --en-singular   one item's name (default: the plural without its final s)
  --feminine      the French name is feminine (« la », « une », « publiée »)`;

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      fr: { type: 'string' },
      en: { type: 'string' },
      'fr-singular': { type: 'string' },
      'en-singular': { type: 'string' },
      feminine: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
} catch (error) {
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(1);
}
const { values, positionals } = parsed;
// Without `--`, npm takes the options for itself and passes them on as npm_config_* variables:
// `--fr=Documents` arrives whole, `--fr Documents` as `true` and a stray argument.
const fromNpm = (name) => {
  const value = process.env[`npm_config_${name.replace(/-/g, '_')}`];
  return value === undefined || value === 'true' || value === '' ? undefined : value;
};
const option = (name) => values[name] ?? fromNpm(name);
const slug = positionals[0] ?? '';

if (positionals.length > 1) {
  console.error(`npm kept the options for itself and passed on « ${positionals.slice(1).join(' ')} »: write \`npm run new-collection -- ${slug} --fr "…"\` (with \`--\`), or \`--fr=…\`.\n\n${USAGE}`);
  process.exit(1);
}
if (values.help || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(slug)) {
  console.error(USAGE);
  process.exit(values.help ? 0 : 1);
}

// ---------------------------------------------------------------------------------------------
// What would clash with the collection

const file = `src/collections/${slug}.ts`;
const table = slug.replace(/-/g, '_');
const adminPath = `/admin-dtima/content/${slug}`;
const read = (path) => readFileSync(join(root, path), 'utf8');
const fail = (message) => {
  console.error(message);
  process.exit(1);
};

if (existsSync(join(root, file))) fail(`${file} already exists.`);
/** The API's other resources under /api/v1/ (server/app.ts) and what src/collections holds besides descriptors. */
const TAKEN = ['session', 'messages', 'notifications', 'activity', 'stats', 'users', 'media', 'health', 'bundled', 'content', 'define', 'index', 'registry'];
if (TAKEN.includes(slug)) fail(`« ${slug} » is taken by the API or src/collections; choose another slug.`);
const tables = [...read('server/db/schema.ts').matchAll(/pgTable\(\s*'(\w+)'/g), ...read('server/db/content-tables.ts').matchAll(/pgTable\(\s*'(\w+)'/g)].map((match) => match[1]);
if (tables.includes(table)) fail(`The database already has a table « ${table} »; choose another slug.`);
if (read('src/content/site-map.ts').includes(`'${adminPath}'`)) fail(`${adminPath} is already a page of the staff area (src/content/site-map.ts); choose another slug.`);

// ---------------------------------------------------------------------------------------------
// Labels: given, or guessed from the slug (and then said)

const words = slug.replace(/-/g, ' ');
const capitalised = (text) => text.charAt(0).toUpperCase() + text.slice(1);
const singularOf = (plural) => plural.replace(/s$/, '');
const lower = (text) => text.charAt(0).toLowerCase() + text.slice(1);
const startsWithVowel = (text) => /^[aeiouyàâéèêëîïôûüh]/i.test(text);

const guessed = [];
const given = (name, guess) => {
  const value = option(name);
  if (value !== undefined && value.trim() !== '') return value.trim();
  guessed.push(name);
  return guess;
};
const pluralFr = given('fr', capitalised(words));
const pluralEn = given('en', capitalised(words));
const singularFr = given('fr-singular', singularOf(pluralFr));
const singularEn = given('en-singular', singularOf(pluralEn));
const feminine = Boolean(values.feminine || process.env.npm_config_feminine === 'true');

const oneFr = lower(singularFr);
const oneEn = lower(singularEn);
const labels = {
  singular: { fr: singularFr, en: singularEn },
  plural: { fr: pluralFr, en: pluralEn },
  definite: { fr: startsWithVowel(oneFr) ? `l’${oneFr}` : `${feminine ? 'la' : 'le'} ${oneFr}`, en: `the ${oneEn}` },
  indefinite: { fr: `${feminine ? 'une' : 'un'} ${oneFr}`, en: `${/^[aeiou]/i.test(oneEn) ? 'an' : 'a'} ${oneEn}` },
  published: { fr: `${singularFr} ${feminine ? 'publiée' : 'publié'}`, en: `${singularEn} published` },
};

// ---------------------------------------------------------------------------------------------
// The descriptor

const camel = slug.replace(/-(\w)/g, (_match, letter) => letter.toUpperCase());
const entriesName = `${singularOf(camel)}Entries`;
const literal = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const localized = (text) => `{ fr: ${literal(text.fr)}, en: ${literal(text.en)} }`;

const descriptor = `import { localizedText } from '../shared/schema/fields';
import { defineCollection, schemasOf, titleField } from './define';

/*
 * ${pluralEn}: written by \`npm run new-collection ${slug}\`. Its table (server/db/content-tables.ts)
 * is generated from \`columns\`; its screen in the staff area (<commune-admin-collection>, at
 * ${adminPath}), its sidebar link and its page title from \`labels\` and \`columns\`.
 *
 * To add a field: put it in \`entries\` (its schema, with its messages in French and English) and
 * in \`columns\` (how it is stored and named), then \`npm run generate\` and \`npx drizzle-kit
 * generate\` (a migration). To start it with items of src/content, give it a \`seed\` and its items
 * in bundled.ts.
 */

const ${entriesName} = {
  title: titleField,
  text: localizedText({ fr: 'Le texte', en: 'Text' }, 10, 5000),
};

/** ${pluralEn}: say here what they are and where the site shows them. */
export const ${camel}Collection = defineCollection({
  slug: '${slug}',
  table: '${table}',
  entries: ${entriesName},
  columns: {
    title: { type: 'localized', label: { fr: 'Titre', en: 'Title' } },
    text: { type: 'localized', label: { fr: 'Texte', en: 'Text' }, multiline: true },
  },
  schemas: schemasOf(${entriesName}),
  /** Newest first. */
  order: [{ field: 'id', direction: 'desc' }],
  activityType: 'content',
  labels: {
    singular: ${localized(labels.singular)},
    plural: ${localized(labels.plural)},
    definite: ${localized(labels.definite)},
    indefinite: ${localized(labels.indefinite)},
    published: ${localized(labels.published)},
  },
  adminPaths: ['${adminPath}'],
});
`;

writeFileSync(join(root, file), descriptor);

// ---------------------------------------------------------------------------------------------
// What follows from it: the generated files, then the migration

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root });
  if (result.status !== 0) {
    console.error(`\n\`${[command, ...args].join(' ')}\` failed: ${file} is written; fix the problem, then run it again.`);
    process.exit(result.status ?? 1);
  }
};
run(process.execPath, [join(root, 'scripts/generate.mjs')]);
const migrations = join(root, 'server/db/migrations');
const before = new Set(JSON.parse(readFileSync(join(migrations, 'meta/_journal.json'), 'utf8')).entries.map((entry) => entry.tag));
run(process.execPath, [join(root, 'node_modules/drizzle-kit/bin.cjs'), 'generate', '--name', table]);
const migration = JSON.parse(readFileSync(join(migrations, 'meta/_journal.json'), 'utf8')).entries.find((entry) => !before.has(entry.tag));
if (!migration) fail(`drizzle-kit wrote no migration for the table « ${table} »: is server/db/content-tables.ts up to date?`);

const check = guessed.length
  ? `
Check the labels guessed from the slug (${guessed.map((name) => `--${name}`).join(', ')} not given) in ${file}:
  French   ${labels.plural.fr} · ${labels.singular.fr} · « Créer ${labels.indefinite.fr} » · « Modifier ${labels.definite.fr} » · « ${labels.published.fr} »${feminine ? '' : '\n           (masculine: run with --feminine, or edit the file, for a feminine noun)'}
  English  ${labels.plural.en} · ${labels.singular.en} · "Create ${labels.indefinite.en}" · "Edit ${labels.definite.en}" · "${labels.published.en}"
  Translate them where the English is the French word.`
  : '';

console.log(`
Created the collection « ${slug} »:
  ${file}   its descriptor: a title and a text in French and English, its labels
  server/db/migrations/${migration.tag}.sql   its table « ${table} », created at the server's next start
  and regenerated the registry and summaries (src/collections), its table (server/db/content-tables.ts),
  the typings and the README's element table (the generic screen's \`collection\` values).
After \`npm run build\` and a restart it is in the API (GET/POST /api/v1/${slug}), the staff area
(${adminPath}, in the sidebar's Content group), backups, the dashboard's activity and the inbox.${check}
Next: its fields (${file}), a seed from src/content if it has bundled items, and a public element
that shows it (\`npm run new-widget\`). \`npm test\` checks it like every other collection.`);
