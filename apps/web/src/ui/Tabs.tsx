import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { cx } from './cx.js';
import styles from './Tabs.module.css';

export interface TabItem {
  key: string;
  label: ReactNode;
  /** Makes the tab a link (navigation tabs). Without it the tab is a button (in-page tabs). */
  to?: string;
  /** Link tabs: active only on this exact path, not its children. */
  end?: boolean;
  /** A small number after the label (e.g. unread count). */
  count?: number;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** Button tabs: key of the selected tab. Link tabs follow the current route instead. */
  value?: string;
  /** Button tabs: called with the chosen key. */
  onChange?: (key: string) => void;
  /** Accessible name of the tab bar, e.g. "Help". */
  ariaLabel: string;
  /** Button tabs: id of the panel each tab controls. */
  panelId?: (key: string) => string;
  /** `underline` for page sections, `pill` for filters inside a section. */
  variant?: 'underline' | 'pill';
  className?: string;
}

/**
 * One tab bar for the app, scrolling sideways on narrow screens with the active tab kept in view.
 * With `to` on the items it is a <nav> of router links, the one matching the route marked
 * aria-current="page"; otherwise an ARIA tablist of buttons with roving focus (←/→, Home, End move
 * and select).
 */
export function Tabs({
  items,
  value,
  onChange,
  ariaLabel,
  panelId,
  variant = 'underline',
  className,
}: TabsProps) {
  const listRef = useRef<HTMLElement | null>(null);
  const setList = (el: HTMLElement | null) => {
    listRef.current = el;
  };
  const isNav = items.some((item) => item.to !== undefined);

  // Keep the active tab in view inside the scrolling bar (sideways only: the page never jumps).
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-selected="true"], [aria-current="page"]');
    if (!list || !active) return;
    const bar = list.getBoundingClientRect();
    const tab = active.getBoundingClientRect();
    if (tab.left < bar.left) list.scrollLeft -= bar.left - tab.left + 24;
    else if (tab.right > bar.right) list.scrollLeft += tab.right - bar.right + 24;
  });

  const classes = cx(styles.tabs, styles[variant], className);
  const content = (item: TabItem) => (
    <>
      <span className={styles.label}>{item.label}</span>
      {item.count !== undefined && <span className={styles.count}>{item.count}</span>}
    </>
  );

  if (isNav) {
    return (
      <nav aria-label={ariaLabel} className={classes}>
        <ul ref={setList} className={styles.list}>
          {items.map((item) => (
            <li key={item.key} className={styles.item}>
              <NavLink
                to={item.to ?? '.'}
                end={item.end}
                className={({ isActive }) => cx(styles.tab, isActive && styles.active)}
              >
                {content(item)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    );
  }

  const enabled = items.filter((item) => !item.disabled);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((item) => item.key === value);
    const target =
      event.key === 'ArrowRight'
        ? enabled[(index + 1) % enabled.length]
        : event.key === 'ArrowLeft'
          ? enabled[(index - 1 + enabled.length) % enabled.length]
          : event.key === 'Home'
            ? enabled[0]
            : event.key === 'End'
              ? enabled.at(-1)
              : undefined;
    if (!target) return;
    event.preventDefault();
    onChange?.(target.key);
    listRef.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(target.key)}"]`)?.focus();
  };

  return (
    <div className={classes}>
      <div ref={setList} role="tablist" aria-label={ariaLabel} className={styles.list} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.key === value;
          return (
            <button
              key={item.key}
              type="button"
              role="tab"
              data-key={item.key}
              aria-selected={selected}
              aria-controls={panelId?.(item.key)}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              className={cx(styles.tab, selected && styles.active)}
              onClick={() => {
                if (!selected) onChange?.(item.key);
              }}
            >
              {content(item)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
