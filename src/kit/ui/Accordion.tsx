import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import type { Key } from 'react-aria-components';
import { Heading } from './Heading';
import { ChevronDownIcon } from './icons';

export interface AccordionItem {
  /** The item's key in the group and its element id, so `#id` links land on it. */
  id: string;
  /** The text of the summary that opens the item. */
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Level of the headings inside each item's summary, 1–6. */
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

const sameKeys = (a: ReadonlySet<Key>, b: ReadonlySet<Key>) => a.size === b.size && [...a].every((key) => b.has(key));

/** The ids of the items the page shows open now. */
function openInPage(root: HTMLElement): Set<Key> {
  return new Set([...root.querySelectorAll<HTMLDetailsElement>(':scope > details[open]')].map((details) => details.id));
}

/**
 * A list of headed sections that open and close, each a native `<details>` whose `<summary>`
 * holds the item's heading. It works before (or without) any script: the browser opens and
 * closes items, a one-at-a-time accordion stays so through the shared `name` (exclusive
 * details), and find-in-page opens the item holding the text it found. Once hydrated, React's
 * state follows each `toggle`, so `expandedKeys`/`onExpandedChange` see what the visitor did.
 */
export function Accordion({
  items,
  headingLevel,
  allowsMultipleExpanded = false,
  expandedKeys,
  defaultExpandedKeys,
  onExpandedChange,
  className,
}: AccordionProps) {
  const groupName = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [ownKeys, setOwnKeys] = useState<ReadonlySet<Key>>(() => new Set(defaultExpandedKeys ?? []));
  const controlled = expandedKeys !== undefined;
  const keys: ReadonlySet<Key> = controlled ? new Set(expandedKeys) : ownKeys;
  const keysSignature = [...keys].join('\n');

  const change = (next: Set<Key>) => {
    if (sameKeys(next, keys)) return;
    if (!controlled) setOwnKeys(next);
    onExpandedChange?.(next);
  };

  // The page's <details> are the truth the visitor sees. On the first mount they may already
  // differ from the render (opened before the script arrived, or by find-in-page): adopt them.
  // Afterwards the state leads, so a parent that refuses or changes a key is shown as it says.
  const adopted = useRef(false);
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    if (!adopted.current) {
      adopted.current = true;
      change(openInPage(root));
      return;
    }
    for (const details of root.querySelectorAll<HTMLDetailsElement>(':scope > details')) {
      const open = keys.has(details.id);
      if (details.open !== open) details.open = open;
    }
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- the signature stands for `keys`, a new Set on every controlled render
  }, [keysSignature]);

  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const details = event.currentTarget;
    const root = rootRef.current;
    if (!root) return;
    // Without `name` support, a browser leaves the other item open: the state closes it.
    change(details.open && !allowsMultipleExpanded ? new Set([details.id]) : openInPage(root));
  };

  return (
    <div ref={rootRef} className={clsx('ui-accordion', className)}>
      {items.map((item) => (
        <details
          key={item.id}
          id={item.id}
          className="ui-accordion__item"
          name={allowsMultipleExpanded ? undefined : groupName}
          open={keys.has(item.id)}
          // The visitor may open an item before the script arrives: the mount adopts what the page shows.
          suppressHydrationWarning
          onToggle={onToggle}
        >
          <summary className="ui-accordion__summary">
            <Heading level={headingLevel} className="ui-accordion__heading">
              {item.title}
            </Heading>
            <ChevronDownIcon className="ui-accordion__chevron" width={20} height={20} />
          </summary>
          <div className="ui-accordion__content">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
