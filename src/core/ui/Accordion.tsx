import clsx from 'clsx';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  type Key,
} from 'react-aria-components';
import { Heading } from './Heading';
import { ChevronDownIcon } from './icons';

export interface AccordionItem {
  /** The item's key in the group and its element id, so `#id` links land on it. */
  id: string;
  /** The text of the button that opens the item. */
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Level of the headings wrapping each item's button, 1–6. */
  headingLevel: number;
  /** Whether several items may be open at once (default false: opening one closes the other). */
  allowsMultipleExpanded?: boolean;
  /** The open items' ids, when the parent controls them. */
  expandedKeys?: Iterable<Key>;
  /** The items open at first, when the accordion controls itself. */
  defaultExpandedKeys?: Iterable<Key>;
  onExpandedChange?: (keys: Set<Key>) => void;
  className?: string;
}

/**
 * A list of headed sections that open and close, each a react-aria Disclosure: its button
 * carries `aria-expanded` and `aria-controls`, and the closed panels stay findable with the
 * browser's find-in-page (`hidden="until-found"`).
 */
export function Accordion({ items, headingLevel, className, ...groupProps }: AccordionProps) {
  return (
    <DisclosureGroup {...groupProps} className={clsx('ui-accordion', className)}>
      {items.map((item) => (
        <Disclosure
          key={item.id}
          id={item.id}
          className="ui-accordion__item"
          // Disclosure keeps `id` as its key in the group; the element gets it here.
          render={(props) => <div {...props} id={item.id} />}
        >
          <Heading level={headingLevel} className="ui-accordion__heading">
            <AriaButton slot="trigger" className="ui-accordion__trigger">
              <span className="ui-accordion__title">{item.title}</span>
              <ChevronDownIcon className="ui-accordion__chevron" width={20} height={20} />
            </AriaButton>
          </Heading>
          <DisclosurePanel className="ui-accordion__panel">
            <div className="ui-accordion__content">{item.content}</div>
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
