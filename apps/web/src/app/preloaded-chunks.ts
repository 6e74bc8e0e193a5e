// A prerendered page's chunks arrive preloaded (the app starter, prerender/page-document.ts) but not
// run: left alone, they would all run in one task when React first renders the page's lazy route,
// and the contracts' schemas alone take a phone 40 ms or more. Run here before React takes the page
// over, a few at a time, they never hold the page up for long.

/** How long one task may spend running chunks before it lets the browser handle input. */
export const SLICE_MS = 8;

export interface ChunkRunner {
  /** Runs a chunk (with whatever it imports that has not run yet). */
  run: (url: string) => Promise<unknown>;
  /** Lets the browser do other work, then resumes in a new task. */
  yieldToBrowser: () => Promise<void>;
  now: () => number;
}

const browserRunner: ChunkRunner = {
  run: (url) => import(/* @vite-ignore */ url),
  yieldToBrowser: () => new Promise((resume) => setTimeout(resume)),
  now: () => performance.now(),
};

/**
 * Runs the chunks in order, starting a new task whenever the current one has run for SLICE_MS. A
 * chunk that cannot be loaded is skipped: the route that needs it shows its own error when it asks.
 */
export async function runChunksInSlices(urls: readonly string[], runner = browserRunner): Promise<void> {
  let sliceStart = runner.now();
  for (const url of urls) {
    try {
      await runner.run(url);
    } catch {
      // The lazy route's own import reports it.
    }
    if (runner.now() - sliceStart >= SLICE_MS) {
      await runner.yieldToBrowser();
      sliceStart = runner.now();
    }
  }
}

/** The chunks the app starter preloaded for this page, after the entry (which is running already). */
export function preloadedChunks(): string[] {
  const list = document.getElementById("app-scripts")?.textContent;
  if (!list) return [];
  const urls: unknown = JSON.parse(list);
  return Array.isArray(urls) ? urls.slice(1).filter((url): url is string => typeof url === "string") : [];
}
