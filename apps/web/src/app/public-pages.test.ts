import { describe, expect, it } from "vitest";
import { paths } from "#web/lib/paths.ts";
import { appRoutes, notFoundPage, publicPages } from "./public-pages.ts";

describe("the prerendered pages", () => {
  it("are the public pages, each with the page module of its name", () => {
    expect(Object.values(publicPages).sort()).toEqual(
      [
        "/",
        "/contact-us",
        "/for-merchants",
        "/forgot-password",
        "/how-it-works",
        "/login",
        "/privacy-policy",
        "/signup",
        "/terms-of-service",
      ].sort(),
    );
    const modules = import.meta.glob("../pages/*-page.tsx");
    for (const name of [...Object.keys(publicPages), notFoundPage.name]) {
      expect(Object.keys(modules), name).toContain(`../pages/${name}-page.tsx`);
    }
  });

  it("leave every other route to the browser, the console with everything under it", () => {
    expect(appRoutes().sort()).toEqual(
      [
        paths.createPassword,
        paths.dashboard,
        paths.card,
        paths.studentVerification,
        paths.otpVerification,
        paths.documentVerification,
        paths.partners,
        paths.partnerJoin,
        "/admin/*",
      ].sort(),
    );
  });

  it("render the 404 page at a path no route has", () => {
    expect(Object.values(paths)).not.toContain(notFoundPage.path);
  });
});
