import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildManifest } from '../../scripts/manifest';
import { contracts } from './contracts';

describe('element contracts and the manifest', () => {
  const manifest = buildManifest(contracts, ['commune', 'commune-events', 'commune-help']);

  it('describes every element with its attributes and defaults', () => {
    const events = manifest.modules.find((module) => module.declarations[0].tagName === 'commune-events')!;
    expect(events.path).toBe('commune-events.js');
    expect(events.declarations[0].name).toBe('CommuneEvents');
    expect(events.declarations[0].attributes.map((attribute) => [attribute.name, attribute.default])).toEqual([
      ['limit', '0'],
      ['variant', '"full"'],
      ['heading-level', '2'],
    ]);
    expect(manifest.modules.find((module) => module.declarations[0].tagName === 'commune-toaster')!.path).toBe('commune.js');
  });

  it('registers every element from commune.js, and every element with an entry of its own', () => {
    const all = readFileSync('src/lib/commune.ts', 'utf8');
    for (const { tag } of contracts) {
      const entry = `src/lib/${tag}.ts`;
      if (tag === 'commune-toaster') continue; // created by the toast API on the first toast
      expect(existsSync(entry), entry).toBe(true);
      const folder = readFileSync(entry, 'utf8').match(/import '(\.\.\/widgets\/[^']+\.element)'/)?.[1];
      expect(folder, `${entry} imports its element`).toBeDefined();
      expect(all).toContain(`import '${folder}'`);
    }
  });
});
