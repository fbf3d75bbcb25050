import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import type { SessionUser } from '../../machines/domain/auth-sessions.ts';
import { visuallyHidden } from '../styles/visually-hidden.css.ts';
import { Avatar } from './Avatar.tsx';
import * as styles from './top-bar.css.ts';

// The signed-in customer's menu: a disclosure (button + panel), closed by Escape, by a click
// outside or by choosing an item.
export function AccountMenu({ user, vip, onLogout }: { user: SessionUser; vip: boolean; onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const close = () => setOpen(false);
  const { fullName } = user;
  return (
    <div className={styles.menuAnchor} ref={anchor}>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <Avatar fullName={fullName} crowned={vip} />
        <span className={visuallyHidden}>
          {vip ? <Trans>Account menu for {fullName}, VIP member</Trans> : <Trans>Account menu for {fullName}</Trans>}
        </span>
      </button>
      {open ? (
        <div id={panelId} className={styles.menu}>
          <div className={styles.menuIdentity}>
            <bdi>{user.fullName}</bdi>
            <span className={styles.menuEmail} dir="ltr">
              {user.email}
            </span>
          </div>
          <Link to="/dashboard" className={styles.menuItem} onClick={close}>
            <Trans>Dashboard</Trans>
          </Link>
          <Link to="/settings" className={styles.menuItem} onClick={close}>
            <Trans>Settings</Trans>
          </Link>
          <Link to="/invoices" className={styles.menuItem} onClick={close}>
            <Trans>Invoices</Trans>
          </Link>
          <button
            type="button"
            className={styles.menuItem}
            onClick={() => {
              close();
              onLogout();
            }}
          >
            <Trans>Logout</Trans>
          </button>
        </div>
      ) : null}
    </div>
  );
}
