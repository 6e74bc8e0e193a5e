import { expect, type Page } from "@playwright/test";

/**
 * React has taken over the whole page, so every handler answers. `hydrateRoot` marks #root at once but
 * hydrates in a transition, in slices; the root then commits with the page's lazy route still the
 * server's (a Suspense boundary that hydrates when its chunk has run), and a click on it is dropped.
 * So: the root is committed, and every element under it belongs to a React fiber (but the resource
 * hints React hoists to the head on the client, which hydration passes over).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        interface Fiber {
          stateNode: { current: { child: unknown; memoizedState?: { isDehydrated?: boolean } } };
        }
        const ownedByReact = (element: Element) =>
          Object.keys(element).some((key) => key.startsWith("__reactFiber"));
        const root = document.getElementById("root")!;
        const key = Object.keys(root).find((name) => name.startsWith("__reactContainer"));
        if (!key) return false;
        const { current } = (root as unknown as Record<string, Fiber>)[key]!.stateNode;
        const committed = current.child !== null && current.memoizedState?.isDehydrated !== true;
        return committed && [...root.querySelectorAll(":not(link, meta, title)")].every(ownedByReact);
      }),
    )
    .toBe(true);
}
