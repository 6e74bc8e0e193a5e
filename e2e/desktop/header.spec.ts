import { expect, test } from "../support/test.ts";

test("the header shows the navigation with Sign up and Log in", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "How It Works" })).toHaveAttribute("href", "/how-it-works");
  await expect(header.getByRole("link", { name: "Join as a Merchant" })).toHaveAttribute(
    "href",
    "/for-merchants",
  );
  await expect(header.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
  await expect(header.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
  await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
});
