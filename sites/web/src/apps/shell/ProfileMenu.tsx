import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { DEFAULT_AVATAR } from './default-avatar.ts';
import { useSignOut } from './use-sign-out.ts';

type Props = { name: string; image?: string; children?: ReactNode; extra?: ReactNode };

/** Header dropdown: the user's name, the given links, then sign-out. Escape or a click outside closes it. */
export function ProfileMenu({ name, image, children, extra }: Props) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const signOut = useSignOut();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onClick = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  return (
    <div className="app-dropdown" ref={root}>
      <button
        type="button"
        className="app-dropdown__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <img src={image || DEFAULT_AVATAR} alt="" width={32} height={32} className="app-avatar" />
        <span>{name}</span>
      </button>
      <div id={menuId} className="app-dropdown__panel" hidden={!open}>
        {extra}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: closes the menu after a link is followed */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links inside handle the keyboard */}
        <div onClick={() => setOpen(false)}>{children}</div>
        <button type="button" className="app-dropdown__item" onClick={() => void signOut()}>
          Se déconnecter
        </button>
      </div>
    </div>
  );
}
