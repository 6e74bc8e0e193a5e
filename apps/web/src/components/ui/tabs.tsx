// Tabs on Radix: arrow keys move between tabs, each panel is labelled by its tab.
import type { ComponentProps } from "react";
import * as TabsPrimitive from "@radix-ui/react-tabs";
import { cn } from "#web/lib/cn.ts";

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={cn("flex gap-1 rounded-xl bg-ink-100 p-1", className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "h-9 flex-1 rounded-lg px-3 text-sm font-semibold text-ink-700 transition-colors hover:text-ink-950",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800",
        "data-[state=active]:bg-white data-[state=active]:text-ink-950 data-[state=active]:shadow-card",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn(
        "focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-800",
        className,
      )}
      {...props}
    />
  );
}
