import clsx from 'clsx';
import type { Key, ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';

export interface TabItem {
  id: string;
  /** The tab's visible name (« Modifier », « Historique »). */
  label: ReactNode;
  content: ReactNode;
  /** Keep the panel's content in the page while another tab shows (a form the footer's buttons submit). */
  keepMounted?: boolean;
}

export interface TabsProps {
  /** What the tabs choose between, for assistive technology (the tab list's name). */
  label: string;
  items: readonly TabItem[];
  selectedKey: string;
  onSelectionChange: (key: string) => void;
  className?: string;
}

/**
 * react-aria's tabs (arrow keys move between tabs, Tab goes to the panel), controlled, with
 * the kit's look: an underlined tab list, the chosen tab marked by a thick rule and bold text.
 */
export function Tabs({ label, items, selectedKey, onSelectionChange, className }: TabsProps) {
  return (
    <AriaTabs className={clsx('ui-tabs', className)} selectedKey={selectedKey} onSelectionChange={(key: Key) => onSelectionChange(String(key))}>
      <TabList aria-label={label} className="ui-tabs__list">
        {items.map((item) => (
          <Tab key={item.id} id={item.id} className="ui-tabs__tab">
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className="ui-tabs__panel" shouldForceMount={item.keepMounted}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
