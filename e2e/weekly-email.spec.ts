// The weekly e-mail and its way out (issue 38): a student who agreed gets "New for students this week"
// with List-Unsubscribe headers; its link opens a one-button page in their language, which works with
// no cookies, switches to Arabic, and withdraws the consent the dashboard then shows.
import { newAccount, registerAccount } from "./support/accounts.ts";
import { baseURL } from "./support/base-url.ts";
import { findMail } from "./support/outbox.ts";
import { expect, test } from "./support/test.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

test("a student who agreed gets the weekly e-mail and unsubscribes from its link, in English and Arabic", async ({
  page,
  browser,
}) => {
  const account = newAccount("weekly");
  await registerAccount(page.request, account);
  // The dev outbox sends this week's e-mail now, rather than on Monday at 10:00 in Dubai, to this
  // student only: other tests read the outbox meanwhile.
  const sent = await fetch(`${baseURL}/dev/mail/weekly-email?to=${encodeURIComponent(account.email)}`, {
    method: "POST",
  });
  expect(sent.ok, await sent.text()).toBe(true);
  const mail = await findMail(
    (message) => message.to === account.email && message.subject === "New for students this week",
    "the weekly e-mail",
  );
  expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  const link = /Unsubscribe from these e-mails: (\S+)/.exec(mail.text)![1]!;
  expect(mail.headers?.["List-Unsubscribe"]).toBe(`<${link}>`);
  expect(mail.html).toContain("New this week");

  // Opened from a mail app: a browser with no cookies.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const reader = await context.newPage();
  await reader.goto(new URL(link).pathname);
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from StudentPerks e-mails");
  await expectNoAxeViolations(reader, "the unsubscribe page");
  await reader.getByRole("link", { name: "العربية" }).click();
  await expect(reader.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText("إلغاء الاشتراك في رسائل StudentPerks");
  await expectNoAxeViolations(reader, "the unsubscribe page in Arabic");
  const scroll = await reader.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(scroll, "no sideways scroll").toBeLessThanOrEqual(0);
  await reader.getByRole("button", { name: "إلغاء الاشتراك" }).click();
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText("تم إلغاء اشتراكك");
  await context.close();

  // The student's own dashboard shows the choice withdrawn.
  await page.goto("/dashboard");
  await expect(page.getByRole("switch", { name: "Email Marketing" })).not.toBeChecked();
});
