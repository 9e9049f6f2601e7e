import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { discover, renderHouse, staleEntries, type HouseSources } from '../../scripts/codegen';
import { buildManifest } from '../../scripts/manifest';

/*
 * The house rules a new widget must meet, checked over every folder of src/widgets: nothing is
 * registered by hand, and every generated file follows the contracts.
 */

const root = process.cwd();
const sources: HouseSources = await discover(root, (file) => import(/* @vite-ignore */ file));
const stories = readdirSync('stories').map((file) => readFileSync(`stories/${file}`, 'utf8'));

describe('widget folders', () => {
  it('are found by listing src/widgets', () => {
    const folders = readdirSync('src/widgets', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(sources.widgets.map((widget) => widget.name).sort()).toEqual(folders.sort());
  });

  describe.each(sources.widgets.map((widget) => [widget.contract.tag, widget] as const))('<%s>', (tag, widget) => {
    const folder = `src/widgets/${widget.name}`;
    const files = readdirSync(folder);

    it('has a contract whose every prop says what it does', () => {
      for (const [name, spec] of Object.entries(widget.contract.props)) expect(spec.doc.trim(), `${tag} ${name}`).not.toBe('');
      expect(widget.contract.summary.trim()).not.toBe('');
      expect(widget.contract.reserve, `${tag} reserves its space before upgrade (contract.reserve)`).toBeDefined();
    });

    it('has examples, a browser test and a story', () => {
      expect(files, `${folder}/${widget.name}.examples.ts`).toContain(`${widget.name}.examples.ts`);
      expect(files.some((file) => file.endsWith('.browser.test.tsx')), `${folder} has a *.browser.test.tsx`).toBe(true);
      expect(stories.some((story) => story.includes(`'${tag}'`) || story.includes(`<${tag}`)), `a story in stories/ renders <${tag}>`).toBe(true);
    });
  });
});

describe('generated files', () => {
  const files = renderHouse(root, sources);

  it.each([...files.keys()])('%s is up to date (npm run generate)', (file) => {
    expect(existsSync(file), file).toBe(true);
    expect(readFileSync(file, 'utf8'), `${file} is stale: run npm run generate`).toBe(files.get(file));
  });

  it('leaves no entry in src/lib that no widget produces', () => {
    expect(staleEntries(root, files)).toEqual([]);
  });
});

describe('the Custom Elements Manifest', () => {
  const contracts = [...sources.widgets, ...sources.coreElements].map((source) => source.contract);
  const manifest = buildManifest(contracts, ['commune', ...sources.widgets.map((widget) => widget.contract.tag)]);

  it('describes every element with its attributes, defaults and the base and error parts', () => {
    for (const module of manifest.modules) {
      const declaration = module.declarations[0];
      expect(declaration.cssParts.map((part) => part.name), declaration.tagName).toEqual(expect.arrayContaining(['base', 'error']));
    }
    const events = manifest.modules.find((module) => module.declarations[0].tagName === 'commune-events')!;
    expect(events.path).toBe('commune-events.js');
    expect(events.declarations[0].attributes.find((attribute) => attribute.name === 'limit')?.default).toBe('0');
    expect(manifest.modules.find((module) => module.declarations[0].tagName === 'commune-toaster')!.path).toBe('commune.js');
  });
});
