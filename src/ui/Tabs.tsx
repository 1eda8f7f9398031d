/**
 * Tabs with a roving tabindex (WAI-ARIA tabs pattern): only the selected tab is in the Tab order; Arrow
 * keys move between tabs (wrapping), Home/End jump to the ends; selection follows focus.
 *
 * `TabList` is the tab strip alone, for widgets whose panel is laid out elsewhere (the timetable's day tabs);
 * `Tabs` adds the panels. Both share one keyboard handling.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

/** The tab to select for a key at `index` of `count` tabs (wrapping arrows, Home, End), or null for other keys. */
export function tabKeyTarget(key: string, index: number, count: number): number | null {
  const last = count - 1;
  const target = {
    ArrowRight: index === last ? 0 : index + 1,
    ArrowLeft: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  }[key];
  return target === undefined || count === 0 ? null : target;
}

export interface TabListProps {
  tabs: readonly { id: string; label: ReactNode }[];
  /** Accessible name of the tab list. */
  label: string;
  selectedId: string | undefined;
  onSelect(id: string): void;
  /** Element id of a tab. */
  tabId(id: string): string;
  /** Element id of the panel a tab controls. */
  panelId(id: string): string;
  className?: string;
  tabClassName?: string;
}

export function TabList({
  tabs,
  label,
  selectedId,
  onSelect,
  tabId,
  panelId,
  className = 'cp-tabs__list',
  tabClassName = 'cp-tabs__tab',
}: TabListProps) {
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = tabKeyTarget(event.key, index, tabs.length);
    if (target === null) return;
    event.preventDefault();
    onSelect(tabs[target].id);
    refs.current.get(tabs[target].id)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={className}>
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={tabId(tab.id)}
          className={tabClassName}
          aria-selected={tab.id === selectedId}
          aria-controls={panelId(tab.id)}
          tabIndex={tab.id === selectedId ? 0 : -1}
          ref={(el) => {
            if (el) refs.current.set(tab.id, el);
            else refs.current.delete(tab.id);
          }}
          onClick={() => onSelect(tab.id)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  selectedId?: string;
  onChange?(id: string): void;
}

export function Tabs({ tabs, label, selectedId, onChange }: TabsProps) {
  const baseId = useId();
  const [internal, setInternal] = useState(tabs[0]?.id);
  const current = selectedId ?? internal;
  const select = (id: string) => {
    setInternal(id);
    onChange?.(id);
  };
  return (
    <div className="cp-tabs">
      <TabList
        tabs={tabs}
        label={label}
        selectedId={current}
        onSelect={select}
        tabId={(id) => `${baseId}-tab-${id}`}
        panelId={(id) => `${baseId}-panel-${id}`}
      />
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== current}
          tabIndex={0}
          className="cp-tabs__panel"
        >
          {tab.id === current ? tab.content : null}
        </div>
      ))}
    </div>
  );
}
