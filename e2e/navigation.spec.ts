import { expect, test } from "./support/test.ts";

const titles: [string, string][] = [
  ["/", "StudentPerks — Exclusive Student Discounts in the UAE"],
  ["/login", "Log In — StudentPerks"],
  ["/signup", "Sign Up — StudentPerks"],
  ["/forgot-password", "Reset Password — StudentPerks"],
  ["/dashboard", "My Dashboard — StudentPerks"],
  ["/student-verification", "Verify Your Student Status — StudentPerks"],
  ["/how-it-works", "How It Works — StudentPerks"],
  ["/for-merchants", "Partner With Us — StudentPerks"],
  ["/contact-us", "Contact Us — StudentPerks"],
  ["/privacy-policy", "Privacy Policy — StudentPerks"],
  ["/terms-of-service", "Terms of Service — StudentPerks"],
  ["/no-such-page", "Page Not Found — StudentPerks"],
];

test("every page has its own title", async ({ page }) => {
  for (const [path, title] of titles) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
  }
});

test("moving to another page inside the app puts the focus on its heading", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveTitle("Privacy Policy — StudentPerks");
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await page.goBack();
  await expect(page).toHaveTitle("StudentPerks — Exclusive Student Discounts in the UAE");
});
