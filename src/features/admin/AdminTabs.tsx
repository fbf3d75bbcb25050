import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useRef, type KeyboardEvent } from 'react';
import { useLocale } from '../../app/use-locale.ts';
import { directionOf } from '../../app/locale.ts';
import { adminTabIds, adminTabNames, type AdminTabId } from './admin-tabs.ts';
import * as styles from './admin-tabs.css.ts';

const adminAreaLabel = msg`Admin sections`;

export const tabId = (tab: AdminTabId) => `admin-tab-${tab}`;
export const panelId = (tab: AdminTabId) => `admin-panel-${tab}`;

// The admin area's tab list (WAI-ARIA tabs, selection follows focus): arrow keys in reading
// order (reversed in Arabic), Home and End; the chosen tab goes into the URL.
export function AdminTabs({ current }: { current: AdminTabId }) {
  const { i18n } = useLingui();
  const { locale } = useLocale();
  const navigate = useNavigate({ from: '/admin/dashboard' });
  const buttons = useRef(new Map<AdminTabId, HTMLButtonElement>());

  const select = (tab: AdminTabId) => {
    buttons.current.get(tab)?.focus();
    if (tab !== current) void navigate({ search: { tab } });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = adminTabIds.indexOf(current);
    const forward = directionOf(locale) === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
    const last = adminTabIds.length - 1;
    const target =
      event.key === forward ? (index + 1) % adminTabIds.length
      : event.key === backward ? (index - 1 + adminTabIds.length) % adminTabIds.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (target === null) return;
    event.preventDefault();
    select(adminTabIds[target]!);
  };

  return (
    <div role="tablist" aria-label={i18n._(adminAreaLabel)} className={styles.tabList} onKeyDown={onKeyDown}>
      {adminTabIds.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            if (element) buttons.current.set(tab, element);
            else buttons.current.delete(tab);
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-controls={panelId(tab)}
          aria-selected={tab === current}
          tabIndex={tab === current ? 0 : -1}
          className={styles.tab}
          onClick={() => select(tab)}
        >
          {i18n._(adminTabNames[tab])}
        </button>
      ))}
    </div>
  );
}
