import type { ConsoleMessage, Page, Response } from "@playwright/test";

/**
 * Errors the page logs or throws, a failed or partial hydration among them (React 19 logs those as
 * errors; main.tsx sends its recoverable ones, such as #418, to the console), requests that fail and
 * scripts or styles the content security policy refuses: each is what a student's browser (and
 * Lighthouse's best-practices audit) reports against us. The error statuses a page may meet: its own
 * document's 404, which the browser notes too, and a busy server's 503 to an API call, which the app
 * waits out and sends again (docs/operating.md, "Overload"); a loaded CI machine's server sheds now
 * and then, and that is not the page's fault.
 */
export function watchPageProblems(page: Page): string[] {
  const problems: string[] = [];
  const onMessage = (message: ConsoleMessage) => {
    const { url } = message.location();
    const isOwn404 = message.text().includes("status of 404") && url === page.url();
    const isBusyApi =
      message.text().includes("status of 503") && new URL(url, page.url()).pathname.startsWith("/api/");
    if ((message.type() === "error" && !isOwn404 && !isBusyApi) || /hydrat/i.test(message.text())) {
      problems.push(`${message.text().split("\n")[0]} (${url}, on ${page.url()})`);
    }
  };
  const onResponse = (response: Response) => {
    const isOwn404 = response.status() === 404 && response.request().isNavigationRequest();
    const isBusyApi = response.status() === 503 && new URL(response.url()).pathname.startsWith("/api/");
    if (response.status() >= 400 && !isOwn404 && !isBusyApi) {
      problems.push(`${response.status()} ${response.url()} (on ${page.url()})`);
    }
  };
  page.on("console", onMessage);
  page.on("response", onResponse);
  page.on("pageerror", (error) => problems.push(`${error.message} (${page.url()})`));
  void page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP refused ${event.violatedDirective} (${event.blockedURI})`);
    });
  });
  return problems;
}
