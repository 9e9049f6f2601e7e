import type { ComponentType } from 'react';
import type { PropSpec, PropsOf } from '../shared/contract';
import { defineWidget as defineRuntimeWidget, type WidgetOptions } from '../runtime/element';
import { uiCss } from './ui/styles';

/**
 * `defineWidget` of the runtime, with the kit's sheet adopted before the element's own CSS:
 * how every element of the site is defined (an element may restyle a kit component).
 */
export function defineWidget<const P extends Record<string, PropSpec>>(
  tag: `commune-${string}`,
  Component: ComponentType<PropsOf<P>>,
  options: WidgetOptions<P>,
): CustomElementConstructor {
  return defineRuntimeWidget(tag, Component, { ...options, sharedCss: [uiCss] });
}
