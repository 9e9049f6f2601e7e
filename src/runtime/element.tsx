import r2wc, { type R2WCRenderer } from '@r2wc/core';
import {
  Component as ReactComponent,
  Suspense,
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { I18nProvider } from 'react-aria-components';
import { UNSAFE_PortalProvider } from 'react-aria/PortalProvider';
import { enableShadowDOM } from 'react-stately/private/flags/flags';
import { attributeName, describeExpected, parseProp, type ParseResult, type PropSpec, type PropsOf, type WidgetContract } from '../shared/contract';
import { coreMessages } from './i18n/core-messages';
import { LOCALE_TAG } from '../shared/i18n/format';
import { LanguageProvider, useI18n, useLanguage } from './i18n/react';
import { getLanguage } from './store';
import { HYDRATED_EVENT } from './server-render';
import { adoptStyles, adoptTokens } from './styles/sheets';

// react-aria's shadow-DOM support is behind a flag; it must be on before the first root mounts.
enableShadowDOM();

/** r2wc keeps its state under these registered symbols; the subclass below reuses them. */
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

type RawProps = Record<string, unknown>;
interface R2wcInternals {
  [R2WC_PROPS]: RawProps;
  [R2WC_RENDER]: () => void;
  connectedCallback(): void;
  disconnectedCallback(): void;
}

// ---------------------------------------------------------------------------------------------
// Host access and events

const HostContext = createContext<HTMLElement | null>(null);

/** The custom element this React tree renders for. */
export function useHost(): HTMLElement {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost() must be used inside an element created by defineWidget().');
  return host;
}

/**
 * Dispatches `commune-*` events from the element itself, bubbling and composed, so listeners
 * on the element, the document or an outer shadow root all hear them.
 */
export function useHostEvent() {
  const host = useHost();
  return useMemo(
    () =>
      <D,>(name: `commune-${string}`, detail: D) =>
        host.dispatchEvent(new CustomEvent<D>(name, { detail, bubbles: true, composed: true })),
    [host],
  );
}

const PortalContext = createContext<HTMLElement | null>(null);

/** A div inside the element's shadow root where overlays render, so they keep its styles. */
export function usePortalContainer(): HTMLElement | null {
  return useContext(PortalContext);
}

// ---------------------------------------------------------------------------------------------
// Error boundary

function ErrorAlert({ error }: { error: unknown }) {
  const { t } = useI18n(coreMessages);
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return (
    <div role="alert" className="commune-error" part="error">
      <strong>{t('error.title')}</strong>
      <p>{message || t('error.unexpected')}</p>
    </div>
  );
}

interface BoundaryProps {
  tag: string;
  children: ReactNode;
}

/** One per element: a render error stays inside the element that threw it. */
export class ErrorBoundary extends ReactComponent<BoundaryProps, { error: unknown; failed: boolean }> {
  state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[commune] <${this.props.tag}> failed to render.`, error, info.componentStack);
  }

  render() {
    return this.state.failed ? <ErrorAlert error={this.state.error} /> : this.props.children;
  }
}

// ---------------------------------------------------------------------------------------------
// Providers around every element

function WidgetFrame({ host, children }: { host: HTMLElement; children: ReactNode }) {
  const lang = useLanguage();
  const [portal, setPortal] = useState<HTMLDivElement | null>(null);
  return (
    <HostContext.Provider value={host}>
      <I18nProvider locale={LOCALE_TAG[lang]}>
        <UNSAFE_PortalProvider getContainer={() => portal}>
          <PortalContext.Provider value={portal}>
            <div className="commune-root" lang={lang} part="base">
              {children}
            </div>
            <div className="commune-portal" ref={setPortal} />
          </PortalContext.Provider>
        </UNSAFE_PortalProvider>
      </I18nProvider>
    </HostContext.Provider>
  );
}

// ---------------------------------------------------------------------------------------------
// Attribute and property parsing

/** Last raw value warned about, per element and prop: one warning per bad value, not per render. */
const warned = new WeakMap<HTMLElement, Map<string, unknown>>();

function warnOnce(host: HTMLElement, prop: string, raw: unknown, message: string) {
  let seen = warned.get(host);
  if (!seen) warned.set(host, (seen = new Map()));
  if (seen.has(prop) && Object.is(seen.get(prop), raw)) return;
  seen.set(prop, raw);
  console.warn(message);
}

/** A short, printable form of any value, for a warning; never throws. */
function describeRaw(raw: unknown): string {
  let text: string;
  try {
    text = typeof raw === 'string' ? JSON.stringify(raw) : (JSON.stringify(raw) ?? String(raw));
  } catch {
    try {
      text = String(raw);
    } catch {
      text = Object.prototype.toString.call(raw);
    }
  }
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/**
 * The last JSON attribute text parsed per element and prop, with its value: an unchanged
 * attribute gives the same object on every render, so memoised children and effects keyed on
 * it do not run again.
 */
const parsedJson = new WeakMap<HTMLElement, Map<string, { raw: string; result: ParseResult | undefined }>>();

/** `parseProp`, remembering the parsed value of a JSON text for as long as the text is unchanged. */
export function readProp(host: HTMLElement, name: string, spec: PropSpec, raw: unknown): ParseResult | undefined {
  if (spec.type !== 'json' || typeof raw !== 'string') return parseProp(spec, raw, name);
  let cache = parsedJson.get(host);
  if (!cache) parsedJson.set(host, (cache = new Map()));
  const last = cache.get(name);
  if (last && last.raw === raw) return last.result;
  const result = parseProp(spec, raw, name);
  cache.set(name, { raw, result });
  return result;
}

/**
 * The typed props for a render: each raw value parsed against its spec, with one warning per
 * bad value (naming the element and the attribute) and the default in its place.
 */
export function resolveProps<P extends Record<string, PropSpec>>(tag: string, host: HTMLElement, specs: P, raw: RawProps): PropsOf<P> {
  const props: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(specs)) {
    const result = readProp(host, name, spec, raw[name]);
    if (result?.ok) {
      props[name] = result.value;
      warned.get(host)?.delete(name);
      continue;
    }
    if (result && !result.ok) {
      warnOnce(
        host,
        name,
        raw[name],
        `[commune] <${tag}> ${attributeName(name, spec)}=${describeRaw(raw[name])} is not valid: expected ${describeExpected(spec)}. Using the default, ${describeRaw(spec.default)}.`,
      );
    }
    props[name] = spec.default;
  }
  return props as PropsOf<P>;
}

// ---------------------------------------------------------------------------------------------
// defineWidget

export interface WidgetOptions<P extends Record<string, PropSpec>> extends Omit<WidgetContract, 'tag' | 'props'> {
  props: P;
  /** The element's own CSS texts (imported with `?inline`), adopted after the base sheet. */
  css?: readonly string[];
  /**
   * CSS shared by many elements, adopted between the base sheet and the element's own: the kit's
   * sheet, which `src/kit/define-widget.ts` passes (the runtime knows no component).
   */
  sharedCss?: readonly string[];
}

export type WidgetElement = HTMLElement & R2wcInternals;

/** What the server needs to render an element, and the browser to take it over: one per tag. */
export interface WidgetDefinition {
  tag: `commune-${string}`;
  Component: ComponentType<never>;
  specs: Record<string, PropSpec>;
  css: readonly string[];
  hydrate: NonNullable<WidgetContract['hydrate']>;
}

const definitions = new Map<string, WidgetDefinition>();

/** Every element defined so far (the server imports them all, then renders from here). */
export function widgetDefinitions(): ReadonlyMap<string, WidgetDefinition> {
  return definitions;
}

/** React's `useId` prefix for an element: the same on the server and in the browser that hydrates it. */
export const identifierPrefixOf = (tag: string) => `${tag}-`;

/** Called once the first render is on the page (after hydration, when there was one). */
const CommitContext = createContext<(() => void) | null>(null);

function Committed({ children }: { children: ReactNode }) {
  const onCommit = useContext(CommitContext);
  useEffect(() => onCommit?.(), [onCommit]);
  return children;
}

/**
 * The React tree of one element: the language, the frame (host, react-aria's providers, the
 * overlay portal), the error boundary and the component with its props parsed against the
 * contract. The same tree is rendered on the server and hydrated in the browser.
 */
export function WidgetTree({ definition, host, raw }: { definition: WidgetDefinition; host: HTMLElement; raw: RawProps }) {
  // The boundary lets React hydrate the element when it is ready (and first where the reader
  // acts), and, should the server's HTML not match, draw that element again in place of it.
  return (
    <Suspense fallback={null}>
      <Committed>
        <LanguageProvider>
          <WidgetFrame host={host}>
            <ErrorBoundary tag={definition.tag}>
              <Resolved definition={definition} host={host} raw={raw} />
            </ErrorBoundary>
          </WidgetFrame>
        </LanguageProvider>
      </Committed>
    </Suspense>
  );
}

/** Props are read inside the error boundary: whatever a host sets, the element only shows an alert. */
function Resolved({ definition, host, raw }: { definition: WidgetDefinition; host: HTMLElement; raw: RawProps }) {
  const Component = definition.Component as ComponentType<Record<string, unknown>>;
  return <Component {...resolveProps(definition.tag, host, definition.specs, raw)} />;
}

/**
 * Whether a shadow root holds a server render the page can take over: the declarative shadow
 * root the server wrote, in the language the page shows now. A render in another language (a
 * partner's include in English on a French page) is drawn again instead.
 */
function serverRenderIn(root: ShadowRoot): boolean {
  const rendered = [...root.children].find((child) => child.classList.contains('commune-root'));
  return rendered !== undefined && rendered.getAttribute('lang') === getLanguage();
}

/**
 * The events React queues while a tree is still being hydrated, to replay them afterwards on
 * `event.target`. The DOM empties `target` once an event from inside a shadow tree has been
 * dispatched, so React's replay throws (« Cannot read properties of null (reading
 * 'dispatchEvent') »). Hovers and focus moves during those few frames are held back from React
 * instead; clicks and keys are not queued (React hydrates at once where they land).
 */
const REPLAYED_WHILE_HYDRATING = ['focusin', 'dragenter', 'mouseover', 'pointerover', 'gotpointercapture'] as const;
const holdBack = (event: Event) => event.stopImmediatePropagation();

interface Mounted {
  root: Root;
  /** True until the hydrated tree's first commit: React refuses updates before it. */
  hydrating: boolean;
  /** Props that changed while hydrating, rendered once it is done. */
  pending: RawProps | undefined;
  render: (raw: RawProps) => void;
}

function reportHydrationError(tag: string) {
  return (error: unknown) => console.error(`[commune] <${tag}> could not take over its server-rendered HTML and drew it again.`, error);
}

/**
 * r2wc's renderer (what `@r2wc/react-to-web-component` adds to `@r2wc/core`), extended: an
 * element that arrives with a server render in its declarative shadow root is hydrated in a
 * transition, keeping the server's DOM nodes, instead of being emptied and drawn again.
 */
function rendererFor(definition: WidgetDefinition): R2WCRenderer<RawProps, Mounted> {
  const treeOf = (container: HTMLElement, raw: RawProps) => {
    const root = container as unknown as ShadowRoot;
    return <WidgetTree definition={definition} host={root.host as HTMLElement} raw={raw} />;
  };
  return {
    mount(container, _component, raw) {
      const shadow = container as unknown as ShadowRoot;
      const options = { identifierPrefix: identifierPrefixOf(definition.tag) };
      let mounted: Mounted;
      const onCommit = () => {
        if (!mounted.hydrating) return;
        mounted.hydrating = false;
        for (const type of REPLAYED_WHILE_HYDRATING) shadow.removeEventListener(type, holdBack, true);
        if (mounted.pending) mounted.render(mounted.pending);
        mounted.pending = undefined;
        shadow.host.dispatchEvent(new Event(HYDRATED_EVENT));
      };
      const tree = (raw: RawProps) => <CommitContext.Provider value={onCommit}>{treeOf(container, raw)}</CommitContext.Provider>;
      if (shadow.firstChild && serverRenderIn(shadow)) {
        // The server's <style> blocks are the sheets the constructor adopted: React's tree is what remains.
        for (const style of shadow.querySelectorAll('style')) if (style.parentNode === shadow) style.remove();
        // Before React's own listeners on the shadow root, so these run first.
        for (const type of REPLAYED_WHILE_HYDRATING) shadow.addEventListener(type, holdBack, true);
        let root!: Root;
        startTransition(() => {
          root = hydrateRoot(shadow as unknown as Element, tree({ ...raw }), { ...options, onRecoverableError: reportHydrationError(definition.tag) });
        });
        mounted = { root, hydrating: true, pending: undefined, render: (next) => root.render(tree({ ...next })) };
        return mounted;
      }
      shadow.replaceChildren();
      const root = createRoot(shadow, options);
      root.render(tree({ ...raw }));
      mounted = { root, hydrating: false, pending: undefined, render: (next) => root.render(tree({ ...next })) };
      return mounted;
    },
    update(mounted, raw) {
      if (mounted.hydrating) mounted.pending = raw;
      else mounted.render(raw);
    },
    unmount(mounted) {
      mounted.root.unmount();
    },
  };
}

/** A stand-in for the custom element while the server renders it: what a render may ask of its host. */
export function serverHost(tag: string, attributes: Readonly<Record<string, string>>): HTMLElement {
  const stub = {
    localName: tag,
    tagName: tag.toUpperCase(),
    shadowRoot: null,
    getAttribute: (name: string) => attributes[name] ?? null,
    hasAttribute: (name: string) => name in attributes,
    querySelector: () => null,
    querySelectorAll: () => [],
    contains: () => false,
  };
  return stub as unknown as HTMLElement;
}

/**
 * Registers `tag` as a custom element that renders `Component` in an open shadow root, with
 * the shared styles, the page's language, react-aria's providers and an error boundary.
 * Defining a tag twice (two bundles on one page) returns the first definition. On the server
 * (no `customElements`) it only records the definition, for rendering to HTML.
 */
export function defineWidget<const P extends Record<string, PropSpec>>(
  tag: `commune-${string}`,
  Component: ComponentType<PropsOf<P>>,
  options: WidgetOptions<P>,
): CustomElementConstructor {
  const definition: WidgetDefinition = {
    tag,
    Component: Component as ComponentType<never>,
    specs: options.props,
    css: options.css ?? [],
    hydrate: options.hydrate ?? 'interaction',
  };
  if (!definitions.has(tag)) definitions.set(tag, definition);
  if (typeof customElements === 'undefined') return class {} as unknown as CustomElementConstructor;

  const existing = customElements.get(tag);
  if (existing) return existing;

  const specs = options.props;
  const propNames = Object.keys(specs);
  const attributeToProp = new Map(propNames.map((name) => [attributeName(name, specs[name]), name]));

  function Host() {
    return null;
  }
  Host.displayName = `Widget(${tag})`;

  // r2wc sees every prop as a plain string; this subclass keeps raw values (including the empty
  // string of a bare boolean attribute, and removal) and the tree parses them against the contract.
  const Base = r2wc(Host, { shadow: 'open', props: propNames }, rendererFor(definition)) as unknown as { new (): WidgetElement };

  class Widget extends Base {
    static get observedAttributes() {
      return [...attributeToProp.keys()];
    }

    constructor() {
      super();
      adoptTokens();
      adoptStyles(this.shadowRoot!, [...(options.sharedCss ?? []), ...(options.css ?? [])]);
      const raw = this[R2WC_PROPS];
      for (const [attribute, name] of attributeToProp) {
        const value = this.getAttribute(attribute);
        if (value !== null) raw[name] = value;
      }
      // Properties set before the element was defined shadow the accessors: take them over.
      for (const name of propNames) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value = (this as unknown as RawProps)[name];
          delete (this as unknown as RawProps)[name];
          raw[name] = value;
        }
      }
    }

    /**
     * A declarative shadow root (the server's render) is already attached: r2wc's constructor
     * asks for one, and the platform's answer would be the same root emptied. Keep it whole,
     * for the renderer to hydrate.
     */
    attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
    }

    /**
     * r2wc's first render is scheduled, so an upgraded element would stand empty for a frame
     * and the page would jump. Rendering it before the next paint keeps the upgrade free of
     * layout shift. A server-rendered element has nothing to wait for: it hydrates in a transition.
     */
    connectedCallback() {
      const serverRendered = this.shadowRoot?.firstChild != null;
      super.connectedCallback();
      if (serverRendered) return;
      // A microtask later: after any React commit that inserted the element (flushSync may not
      // run inside one), and still before the browser paints.
      queueMicrotask(() => {
        if (this.isConnected) flushSync(() => this[R2WC_RENDER]());
      });
    }

    /**
     * r2wc unmounts synchronously, which React rejects when a parent render removed the element
     * (r2wc #114), and which throws away state when the element is merely moved. Unmount a
     * microtask later, and only if the element did not come back.
     */
    disconnectedCallback() {
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null) {
      const name = attributeToProp.get(attribute);
      if (!name) return;
      this[R2WC_PROPS][name] = value ?? undefined;
      this[R2WC_RENDER]();
    }
  }

  for (const name of propNames) {
    Object.defineProperty(Widget.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: WidgetElement) {
        const result = readProp(this, name, specs[name], this[R2WC_PROPS][name]);
        return result?.ok ? result.value : specs[name].default;
      },
      set(this: WidgetElement, value: unknown) {
        this[R2WC_PROPS][name] = value;
        this[R2WC_RENDER]();
      },
    });
  }

  try {
    customElements.define(tag, Widget);
  } catch (error) {
    // Another bundle won a race between our check and define: its definition stands.
    if (!customElements.get(tag)) throw error;
  }
  return customElements.get(tag)!;
}
