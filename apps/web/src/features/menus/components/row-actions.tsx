import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useId, useRef } from 'react';

export interface RowAction {
  label: string;
  icon: string;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
}

/** A "⋯" button with a row's less frequent actions (move, duplicate, delete) in a popup menu. */
export function RowActions({ label, actions }: { label: string; actions: RowAction[] }) {
  const menu = useRef<Menu>(null);
  const id = useId();
  const model: MenuItem[] = actions.map((action) => ({
    label: action.label,
    icon: action.icon,
    disabled: action.disabled,
    className: action.danger ? 'gl-menu-action--danger' : undefined,
    command: action.onClick,
  }));
  return (
    <>
      <Menu model={model} popup ref={menu} id={id} popupAlignment="right" />
      <Button
        type="button"
        icon="pi pi-ellipsis-v"
        text
        rounded
        severity="secondary"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-controls={id}
        onClick={(event) => menu.current?.toggle(event)}
      />
    </>
  );
}
