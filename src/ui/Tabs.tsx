/**
 * Tabs with a roving tabindex (WAI-ARIA tabs pattern): only the selected tab is in the Tab order; Arrow
 * keys move between tabs (wrapping), Home/End jump to the ends; selection follows focus.
 */
import { useId, useRef, useState, type ReactNode } from 'react';

export interface TabItem { id: string; label: string; content: ReactNode }

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
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string, focus: boolean) => {
    setInternal(id);
    onChange?.(id);
    if (focus) refs.current.get(id)?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(tabs[target].id, true);
  };

  return (
    <div className="cp-tabs">
      <div role="tablist" aria-label={label} className="cp-tabs__list">
        {tabs.map((tab, index) => (
          <button key={tab.id} type="button" role="tab" id={`${baseId}-tab-${tab.id}`} className="cp-tabs__tab"
            aria-selected={tab.id === current} aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={tab.id === current ? 0 : -1}
            ref={(el) => { if (el) refs.current.set(tab.id, el); else refs.current.delete(tab.id); }}
            onClick={() => select(tab.id, false)} onKeyDown={(event) => onKeyDown(event, index)}>
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div key={tab.id} role="tabpanel" id={`${baseId}-panel-${tab.id}`} aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== current} tabIndex={0} className="cp-tabs__panel">
          {tab.id === current ? tab.content : null}
        </div>
      ))}
    </div>
  );
}
