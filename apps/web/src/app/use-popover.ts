import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Open/close state of a small disclosure (account menu, language menu): closes on a click outside,
 * on Escape (focus back to the trigger) and on navigation.
 */
export function usePopover<
  R extends HTMLElement = HTMLDivElement,
  T extends HTMLElement = HTMLButtonElement,
>() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<R>(null);
  const triggerRef = useRef<T>(null);
  const { pathname } = useLocation();

  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new pathname
  useEffect(() => setOpen(false), [pathname]);

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
  }, [open]);

  return { open, setOpen, close, toggle, rootRef, triggerRef };
}
