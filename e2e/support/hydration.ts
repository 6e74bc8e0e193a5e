import { expect, type Page } from "@playwright/test";

/**
 * React has taken over the page: its first render (or hydration) is committed, so the event handlers
 * answer. `hydrateRoot` marks #root at once but hydrates in a transition, in slices; a click in between
 * would reach a page that is still half the server's.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        interface Fiber {
          stateNode: { current: { child: unknown; memoizedState?: { isDehydrated?: boolean } } };
        }
        const root = document.getElementById("root")!;
        const key = Object.keys(root).find((name) => name.startsWith("__reactContainer"));
        if (!key) return false;
        const { current } = (root as unknown as Record<string, Fiber>)[key]!.stateNode;
        return current.child !== null && current.memoizedState?.isDehydrated !== true;
      }),
    )
    .toBe(true);
}
