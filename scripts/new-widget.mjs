// npm run new-widget <name>: scaffolds src/widgets/<name>/ (contract, component, styles,
// registration, catalogue, examples, unit and browser tests) and stories/<Name>.stories.tsx,
// then regenerates the entries, typings, reservation CSS and README table. The new element
// `<commune-<name>>` is in the build, the manifest and the typings without touching another file.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const name = process.argv[2] ?? '';

if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
  console.error('Usage: npm run new-widget <name>  — a kebab-case name such as `weather-alerts`; the element is <commune-<name>>.');
  process.exit(1);
}
const folder = join(root, 'src/widgets', name);
if (existsSync(folder)) {
  console.error(`src/widgets/${name} already exists.`);
  process.exit(1);
}

const pascal = name.replace(/(^|-)([a-z0-9])/g, (_match, _dash, letter) => letter.toUpperCase());
const camel = pascal[0].toLowerCase() + pascal.slice(1);
const tag = `commune-${name}`;
const block = name;

const files = {
  [`${name}.contract.ts`]: `import type { WidgetContract } from '../../shared/contract';

export const ${camel}Contract = {
  tag: '${tag}',
  summary: 'What <${tag}> shows, in one sentence for partners.',
  props: {
    headingLevel: {
      type: 'number',
      integer: true,
      min: 2,
      max: 6,
      default: 2,
      doc: 'Level (2–6) of the element’s heading, to fit the host page’s outline.',
    },
  },
  parts: [{ name: 'heading', doc: 'The element’s heading.' }],
  cssProperties: [{ name: '--commune-${name}-gap', doc: 'Space between the element’s blocks.', default: 'var(--commune-space-4)' }],
  reserve: { block: '8rem' },
} as const satisfies WidgetContract;
`,
  [`${pascal}.tsx`]: `import { useId } from 'react';
import type { PropsOf } from '../../shared/contract';
import { useI18n } from '../../runtime/i18n/react';
import { Heading } from '../../kit/ui';
import type { ${camel}Contract } from './${name}.contract';
import { ${camel}Messages } from './messages';

export type ${pascal}Props = PropsOf<typeof ${camel}Contract.props>;

/** \`<${tag}>\`: say here what a visitor sees and does. */
export function ${pascal}({ headingLevel }: ${pascal}Props) {
  const { t } = useI18n(${camel}Messages);
  const headingId = useId();
  return (
    <section className="${block}" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} className="${block}__heading">
        <span part="heading">{t('heading')}</span>
      </Heading>
      <p className="${block}__text">{t('text')}</p>
    </section>
  );
}
`,
  [`${pascal}.css`]: `:host {
  display: block;
  container-type: inline-size;
}

.${block} {
  display: grid;
  gap: var(--commune-${name}-gap, var(--commune-space-4));
}
`,
  [`${name}.element.ts`]: `import { defineWidget } from '../../kit/define-widget';
import css from './${pascal}.css?inline';
import { ${pascal} } from './${pascal}';
import { ${camel}Contract } from './${name}.contract';

/**
 * What the element shows and how partners use it.
 *
 * @tag ${tag}
 */
export const ${pascal}Element = defineWidget(${camel}Contract.tag, ${pascal}, { ...${camel}Contract, css: [css] });
`,
  'messages.ts': `import { defineCatalog } from '../../shared/i18n/catalog';

export const ${camel}Messages = defineCatalog(
  {
    heading: 'Titre de l’élément',
    text: 'Ce que l’élément montre aux habitants.',
  },
  {
    heading: 'Element heading',
    text: 'What the element shows residents.',
  },
);
`,
  [`${name}.examples.ts`]: `import { defineExamples } from '../../testing/examples';

/** \`<${tag}>\` as the site and partners use it: stories and the accessibility check read these. */
export const ${camel}Examples = defineExamples([
  {
    id: 'default',
    name: 'Default',
    shows: { fr: ['Titre de l’élément'], en: ['Element heading'] },
  },
  {
    id: 'phone',
    name: 'On a phone, under an h2',
    attributes: { 'heading-level': '3' },
    width: 390,
    shows: { fr: ['Titre de l’élément'], en: ['Element heading'] },
  },
]);
`,
  [`${pascal}.test.tsx`]: `import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../runtime/store';
import { ${camel}Messages } from './messages';

describe('<${tag}> texts', () => {
  it('has every text in French and English', () => {
    for (const lang of LANGUAGES) for (const text of Object.values(${camel}Messages[lang])) expect(text.trim()).not.toBe('');
  });
});
`,
  [`${pascal}.browser.test.tsx`]: `import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectAccessible, mountElement, resetPage } from '../../testing/kit';
import './${name}.element';

afterEach(resetPage);

describe('<${tag}>', () => {
  it('is accessible and shows its heading at the level asked for', async () => {
    const element = await mountElement('${tag}', { attributes: { 'heading-level': '3' } });
    await expectAccessible(element);
    await expect.element(page.getByRole('heading', { level: 3, name: 'Titre de l’élément' })).toBeVisible();
  });
});
`,
};

mkdirSync(folder, { recursive: true });
for (const [file, text] of Object.entries(files)) writeFileSync(join(folder, file), text);

const story = join(root, 'stories', `${pascal}.stories.tsx`);
if (!existsSync(story)) {
  writeFileSync(
    story,
    `import type { Meta } from '@storybook/react-vite';
import '../src/widgets/${name}/${name}.element';
import { ${camel}Examples } from '../src/widgets/${name}/${name}.examples';
import { exampleStory } from './support';

export default { title: 'Widgets/${pascal}' } satisfies Meta;

export const French = exampleStory('${tag}', ${camel}Examples[0], 'fr');
export const English = exampleStory('${tag}', ${camel}Examples[0], 'en');
export const PhoneFrench = exampleStory('${tag}', ${camel}Examples[1], 'fr');
`,
  );
}

const generate = spawnSync(process.execPath, [join(root, 'scripts/generate.mjs')], { stdio: 'inherit', cwd: root });
if (generate.status !== 0) process.exit(generate.status ?? 1);

console.log(`
Created <${tag}> in src/widgets/${name}/ and stories/${pascal}.stories.tsx.
Next: write the component, its texts (messages.ts), examples and tests; place it on a page
in src/shell/pages/. \`npm test\` checks it like every other element.`);
