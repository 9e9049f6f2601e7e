/**
 * The public contract of an element, written once next to it (`*.contract.ts`). The runtime
 * parses attributes and properties from it, and the build turns it into
 * `dist/lib/custom-elements.json`, so the documentation cannot drift from the behaviour.
 * Contract modules are plain data: no React, no DOM, so build tools can read them.
 */

interface PropBase {
  /** One line for the manifest and the README, saying what it does. */
  doc: string;
  /** The attribute name; defaults to the kebab-case form of the property name. */
  attribute?: string;
}

export interface StringProp extends PropBase {
  type: 'string';
  default: string;
}
export interface NumberProp extends PropBase {
  type: 'number';
  default: number;
  min?: number;
  max?: number;
  integer?: boolean;
}
export interface BooleanProp extends PropBase {
  type: 'boolean';
  default: boolean;
}
export interface EnumProp<V extends string = string> extends PropBase {
  type: 'enum';
  values: readonly V[];
  default: V;
}
export interface JsonProp<T = unknown> extends PropBase {
  type: 'json';
  default: T;
  /** Describes the expected shape for the warning, e.g. "an array of strings". */
  expected: string;
  /** Whether a parsed value has the expected shape; values that fail fall back to the default. */
  validate: (value: unknown) => value is T;
  /** The value's TypeScript type, for the generated typings (`unknown` when absent). */
  tsType?: string;
}

export type PropSpec = StringProp | NumberProp | BooleanProp | EnumProp | JsonProp;

export interface WidgetContract {
  tag: `commune-${string}`;
  /** One sentence for partners: what the element shows. */
  summary: string;
  props: Record<string, PropSpec>;
  events?: ReadonlyArray<{ name: `commune-${string}`; doc: string; detail?: string }>;
  parts?: ReadonlyArray<{ name: string; doc: string }>;
  cssProperties?: ReadonlyArray<{ name: `--commune-${string}`; doc: string; default?: string }>;
  /**
   * Space held for the element before its script has run (`tag:not(:defined)`), so nothing
   * jumps when it upgrades: `block` at every width, `narrow` below 40rem. CSS lengths.
   * `variants` sets other sizes for a `variant` attribute's values. `fixed`: the element
   * floats over the page (help button) and takes no space.
   */
  reserve?: { block: string; narrow?: string; variants?: Readonly<Record<string, { block: string; narrow?: string }>> } | 'fixed';
  /**
   * When a server-rendered copy of the element (declarative shadow root) loads its code and is
   * taken over: `interaction` (default) on the first pointer, focus or key inside it; `visible`
   * when it comes into view (it moves by itself, like a carousel); `none` never (it has nothing
   * interactive: links and text work as they are).
   */
  hydrate?: 'interaction' | 'visible' | 'none';
}

type ValueOf<S extends PropSpec> = S extends EnumProp<infer V>
  ? V
  : S extends { type: 'json'; validate: (value: unknown) => value is infer T }
    ? T
    : S extends StringProp
      ? string
      : S extends NumberProp
        ? number
        : S extends BooleanProp
          ? boolean
          : never;

/** The typed props a component receives for a contract's `props`. */
export type PropsOf<P extends Record<string, PropSpec>> = { [K in keyof P]: ValueOf<P[K]> };

export function attributeName(propName: string, spec: PropSpec): string {
  return spec.attribute ?? propName.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

export function describeExpected(spec: PropSpec): string {
  switch (spec.type) {
    case 'string':
      return 'text';
    case 'boolean':
      return '"true", "false" or no value';
    case 'enum':
      return spec.values.map((value) => JSON.stringify(value)).join(' or ');
    case 'json':
      return `JSON: ${spec.expected}`;
    case 'number': {
      const kind = spec.integer ? 'a whole number' : 'a number';
      if (spec.min !== undefined && spec.max !== undefined) return `${kind} from ${spec.min} to ${spec.max}`;
      if (spec.min !== undefined) return `${kind} ≥ ${spec.min}`;
      if (spec.max !== undefined) return `${kind} ≤ ${spec.max}`;
      return kind;
    }
  }
}

export type ParseResult = { ok: true; value: unknown } | { ok: false };

/** A number as people write it in an attribute: decimal digits, an optional sign and point. */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * Reads one raw value — an attribute string (`""` for a bare attribute), or whatever a
 * property was set to — against its spec. `undefined` and `null` mean "not given". Never
 * throws, whatever it is given (objects without a prototype, proxies, symbols…).
 *
 * `propName` is the property's name: a boolean attribute whose value repeats its own name
 * (`open="open"`) is true, as in HTML.
 */
export function parseProp(spec: PropSpec, raw: unknown, propName?: string): ParseResult | undefined {
  if (raw === undefined || raw === null) return undefined;
  try {
    return parseValue(spec, raw, propName);
  } catch {
    return { ok: false };
  }
}

function parseValue(spec: PropSpec, raw: unknown, propName: string | undefined): ParseResult {
  const text = typeof raw === 'string' ? raw.trim() : undefined;
  switch (spec.type) {
    case 'string':
      // Numbers read as text (`current-path` set to 5 is "5"); objects would show "[object Object]".
      if (typeof raw === 'string') return { ok: true, value: raw };
      if (typeof raw === 'number' && Number.isFinite(raw)) return { ok: true, value: String(raw) };
      return { ok: false };
    case 'boolean': {
      if (typeof raw === 'boolean') return { ok: true, value: raw };
      if (text === undefined) return { ok: false };
      const lower = text.toLowerCase();
      const ownName = propName === undefined ? undefined : attributeName(propName, spec);
      if (lower === '' || lower === 'true' || lower === ownName) return { ok: true, value: true };
      if (lower === 'false') return { ok: true, value: false };
      return { ok: false };
    }
    case 'enum':
      return text !== undefined && spec.values.includes(text) ? { ok: true, value: text } : { ok: false };
    case 'number': {
      const value = typeof raw === 'number' ? raw : text !== undefined && DECIMAL.test(text) ? Number(text) : Number.NaN;
      const valid =
        Number.isFinite(value) &&
        (!spec.integer || Number.isInteger(value)) &&
        (spec.min === undefined || value >= spec.min) &&
        (spec.max === undefined || value <= spec.max);
      return valid ? { ok: true, value } : { ok: false };
    }
    case 'json': {
      let value: unknown = raw;
      if (typeof raw === 'string') {
        try {
          value = JSON.parse(raw);
        } catch {
          return { ok: false };
        }
      }
      return spec.validate(value) ? { ok: true, value } : { ok: false };
    }
  }
}
