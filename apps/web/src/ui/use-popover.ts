import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Open/closed state that closes when the pathname changes. The change is noticed during render (React's
 * "state from the previous render" pattern), not in an effect: an effect keyed on the pathname also runs
 * once on mount, a task after the first paint, and would undo a click that came before it — the menu a
 * member (or a test) opened as soon as the header showed closed again.
 */
export function useOpenUntilNavigation(): [boolean, Dispatch<SetStateAction<boolean>>] {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [openPathname, setOpenPathname] = useState(pathname);
  if (openPathname !== pathname) {
    setOpenPathname(pathname);
    setOpen(false);
  }
  return [open, setOpen];
}

/**
 * Open/close state of a small disclosure (account menu, language menu): closes on a click outside,
 * on Escape (focus back to the trigger) and on navigation.
 */
export function usePopover<
  R extends HTMLElement = HTMLDivElement,
  T extends HTMLElement = HTMLButtonElement,
>() {
  const [open, setOpen] = useOpenUntilNavigation();
  const rootRef = useRef<R>(null);
  const triggerRef = useRef<T>(null);

  const close = useCallback(() => setOpen(false), [setOpen]);
  const toggle = useCallback(() => setOpen((value) => !value), [setOpen]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, setOpen]);

  return { open, setOpen, close, toggle, rootRef, triggerRef };
}
