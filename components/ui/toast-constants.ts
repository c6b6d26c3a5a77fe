// Spec part 1 §9: one toast at a time, shown 5000 ms, removed 1000000 ms after dismissal,
// swipe right past 50 px to dismiss, F8 focuses the toast area, viewport 420 px wide.
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = ["F8"];
