"use client";
import { X } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import { cn } from "./cn";
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD } from "./toast-constants";
import { dismissToast, useToasts } from "./use-toast";

export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          data-testid="toast"
          className={cn(
            "group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-md border p-4 pr-8 shadow-lg transition-all data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[state=closed]:opacity-0",
            t.variant === "destructive" ? "destructive border-destructive bg-destructive text-destructive-foreground" : "bg-card text-card-foreground",
          )}
        >
          <div className="grid gap-1">
            {t.title ? <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title> : null}
            {t.description ? <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description> : null}
          </div>
          <ToastPrimitive.Close aria-label="Close" className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus:outline-none focus:ring-2">
            <X className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport hotkey={TOAST_HOTKEY} className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:bottom-0 sm:right-0 sm:top-auto sm:flex-col md:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
