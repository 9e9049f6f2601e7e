import { attributeName, type PropSpec, type WidgetContract } from '../src/shared/contract';

const typeText = (spec: PropSpec) =>
  spec.type === 'enum' ? spec.values.map((value) => `'${value}'`).join(' | ') : spec.type === 'json' ? spec.expected : spec.type;

const classNameOf = (tag: string) => tag.replace(/(^|-)(\w)/g, (_match, _dash, letter: string) => letter.toUpperCase());

/** Every element has these two parts, from defineWidget(); a contract may describe them better. */
export const COMMON_PARTS = [
  { name: 'base', doc: 'The element’s wrapper, inside its shadow root.' },
  { name: 'error', doc: 'The alert shown in place of the element when it fails to render.' },
] as const;

export function partsOf(contract: WidgetContract) {
  const own = contract.parts ?? [];
  return [...COMMON_PARTS.filter((common) => !own.some((part) => part.name === common.name)), ...own];
}

function declarationOf(contract: WidgetContract) {
  const props = Object.entries(contract.props);
  return {
    kind: 'class',
    name: classNameOf(contract.tag),
    tagName: contract.tag,
    customElement: true,
    summary: contract.summary,
    attributes: props.map(([name, spec]) => ({
      name: attributeName(name, spec),
      fieldName: name,
      type: { text: typeText(spec) },
      default: JSON.stringify(spec.default),
      description: spec.doc,
    })),
    members: props.map(([name, spec]) => ({
      kind: 'field',
      name,
      type: { text: typeText(spec) },
      default: JSON.stringify(spec.default),
      description: spec.doc,
      attribute: attributeName(name, spec),
    })),
    events: (contract.events ?? []).map((event) => ({
      name: event.name,
      type: { text: event.detail ? `CustomEvent<${event.detail}>` : 'CustomEvent' },
      description: event.doc,
    })),
    cssParts: partsOf(contract).map((part) => ({ name: part.name, description: part.doc })),
    cssProperties: (contract.cssProperties ?? []).map((property) => ({
      name: property.name,
      description: property.doc,
      ...(property.default ? { default: property.default } : {}),
    })),
  };
}

/**
 * The Custom Elements Manifest (schema 2.1.0) for the contracts: each element in its own entry
 * (`commune-events.js`) when it has one, else in `commune.js`, which registers them all.
 */
export function buildManifest(contracts: readonly WidgetContract[], entryNames: readonly string[]) {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: contracts.map((contract) => {
      const path = entryNames.includes(contract.tag) ? `${contract.tag}.js` : 'commune.js';
      return {
        kind: 'javascript-module',
        path,
        declarations: [declarationOf(contract)],
        exports: [
          { kind: 'custom-element-definition', name: contract.tag, declaration: { name: classNameOf(contract.tag), module: path } },
        ],
      };
    }),
  };
}
