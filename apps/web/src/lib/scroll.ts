/** Whether the person asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Scrolls to the element with this id (smoothly unless reduced motion is preferred) and moves focus
 * to it without a second jump, so keyboard and screen-reader users continue from there.
 * Returns false when the element is not on the page.
 */
export function scrollToSection(id: string, { focus = true } = {}): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  element.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  if (focus) {
    if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
    element.focus({ preventScroll: true });
  }
  return true;
}
