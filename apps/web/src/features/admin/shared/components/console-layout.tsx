import { Suspense } from "react";
import { Outlet } from "react-router";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { consoleText } from "../messages.ts";
import { ConsoleNav } from "./console-nav.tsx";

/** The frame of every console screen: its name, the sections, then the screen (loaded lazily). */
export function ConsoleLayout() {
  return (
    // The console is in English whatever the page's language: it reads left to right in an Arabic page.
    <div lang="en" dir="ltr" className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-8">
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
        {consoleText("console.title")}
      </p>
      <ConsoleNav />
      <Suspense fallback={<Spinner className="mx-auto my-16 size-8" />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
