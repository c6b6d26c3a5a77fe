"use client";
import { useEffect, useState, type RefObject } from "react";

export type HorizontalOverflow = { overflowing: boolean; hiddenStart: boolean; hiddenEnd: boolean };

/**
 * Whether an element scrolls sideways and which edges hide content, kept current through
 * scrolling and resizing (of the element or its content), so a scroll can be marked.
 */
export function useHorizontalOverflow(ref: RefObject<HTMLElement | null>): HorizontalOverflow {
  const [state, setState] = useState<HorizontalOverflow>({ overflowing: false, hiddenStart: false, hiddenEnd: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const overflowing = element.scrollWidth > element.clientWidth + 1;
      const next = { overflowing, hiddenStart: overflowing && element.scrollLeft > 1, hiddenEnd: overflowing && element.scrollLeft + element.clientWidth < element.scrollWidth - 1 };
      setState((current) => (current.overflowing === next.overflowing && current.hiddenStart === next.hiddenStart && current.hiddenEnd === next.hiddenEnd ? current : next));
    };
    update();
    element.addEventListener("scroll", update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => {
      element.removeEventListener("scroll", update);
      observer.disconnect();
    };
  }, [ref]);
  return state;
}
