import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * The layers of docs/architecture.md are rules of `npm run lint` (.oxlintrc.json). Each case
 * writes a module into a layer's folder, lints it with the project's configuration, and checks
 * that a wrong import is refused with the layer's message and a right one is accepted.
 */

const root = resolve(__dirname, '../..');
const written: string[] = [];

afterAll(() => {
  for (const folder of written) rmSync(folder, { recursive: true, force: true });
});

/** Lints one module written at `folder/probe.ts` importing `specifier`; the rule's messages. */
function lintImport(folder: string, specifier: string): string[] {
  const directory = mkdtempSync(join(root, folder, 'layer-probe-'));
  written.push(directory);
  const file = join(directory, 'probe.ts');
  writeFileSync(file, `export * from '${specifier}';\n`);
  let output: string;
  try {
    output = execFileSync(join(root, 'node_modules/.bin/oxlint'), ['--format', 'json', relative(root, file)], { cwd: root, encoding: 'utf8' });
  } catch (error) {
    output = String((error as { stdout?: string }).stdout ?? '');
  }
  const report = JSON.parse(output) as { diagnostics: { code: string; help?: string; message: string }[] };
  return report.diagnostics.filter((d) => d.code.includes('no-restricted-imports')).map((d) => `${d.message} ${d.help ?? ''}`);
}

describe('npm run lint enforces the layers', () => {
  const refused: [folder: string, specifier: string, why: RegExp][] = [
    ['src/shared', '../../runtime/store', /src\/shared runs on the server/],
    ['src/shared', 'react', /no React/],
    ['src/content', '../../collections', /src\/content is data/],
    ['src/runtime', '../../kit/ui', /knows no component/],
    ['src/kit', '../../content/commune', /design system/],
    ['src/collections', '../../admin/client', /describe content/],
    ['src/features', '../../admin/store', /may not import the admin/],
    ['src/widgets', '../../testing/kit', /test code/],
    ['server', '../../src/runtime/api', /The server imports src\/shared/],
  ];
  it.each(refused)('refuses %s importing %s', (folder, specifier, why) => {
    const messages = lintImport(folder, specifier);
    expect(messages.length, messages.join('\n')).toBe(1);
    expect(messages[0]).toMatch(why);
  });

  const accepted: [folder: string, specifier: string][] = [
    ['src/runtime', '../../shared/lang'],
    ['src/kit', '../../runtime/store'],
    ['src/collections', '../../content/site-map'],
    ['src/widgets', '../../admin/client'],
    ['server', '../../src/shared/schema/errors'],
  ];
  it.each(accepted)('accepts %s importing %s', (folder, specifier) => {
    expect(lintImport(folder, specifier)).toEqual([]);
  });
});
