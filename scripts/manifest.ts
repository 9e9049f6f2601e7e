import { attributeName, type WidgetContract } from '../src/core/contract';

/** The Custom Elements Manifest (schema 2.1.0) for the contracts, one module per element. */
export function buildManifest(contracts: readonly WidgetContract[]) {
  const typeText = (spec: WidgetContract['props'][string]) =>
    spec.type === 'enum' ? spec.values.map((value) => `'${value}'`).join(' | ') : spec.type === 'json' ? spec.expected : spec.type;
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: contracts.map((contract) => ({
      kind: 'javascript-module',
      path: `${contract.tag}.js`,
      declarations: [
        {
          kind: 'class',
          name: contract.tag.replace(/(^|-)(\w)/g, (_match, _dash, letter: string) => letter.toUpperCase()),
          tagName: contract.tag,
          customElement: true,
          summary: contract.summary,
          attributes: Object.entries(contract.props).map(([name, spec]) => ({
            name: attributeName(name, spec),
            fieldName: name,
            type: { text: typeText(spec) },
            default: JSON.stringify(spec.default),
            description: spec.doc,
          })),
          members: Object.entries(contract.props).map(([name, spec]) => ({
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
          cssParts: (contract.parts ?? []).map((part) => ({ name: part.name, description: part.doc })),
          cssProperties: (contract.cssProperties ?? []).map((property) => ({
            name: property.name,
            description: property.doc,
            ...(property.default ? { default: property.default } : {}),
          })),
        },
      ],
      exports: [
        { kind: 'custom-element-definition', name: contract.tag, declaration: { name: contract.tag, module: `${contract.tag}.js` } },
      ],
    })),
  };
}
