import { toast } from "./support/accounts.ts";
import { supportEmail } from "./support/merchants.ts";
import { findMail } from "./support/outbox.ts";
import { expect, test } from "./support/test.ts";

test("the contact page shows where to reach us and sends a message", async ({ page, request }) => {
  const lastName = `Z${Math.random().toString(36).slice(2, 8)}`;
  const email = await supportEmail(request);
  await page.goto("/contact-us");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  await expect(main.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
  await expect(main.getByText("Dubai Silicon Oasis, Dubai, United Arab Emirates")).toBeVisible();

  const form = main.getByRole("form", { name: "Send us a message" });
  const send = form.getByRole("button", { name: "Send Message" });
  await send.click();
  for (const message of [
    "First name is required",
    "Last name is required",
    "Please enter a valid email address",
    "Message must be at least 10 characters",
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }

  // One letter is a name here.
  await form.getByLabel("First Name").fill("A");
  await form.getByLabel("Last Name").fill(lastName);
  await form.getByLabel("Email", { exact: true }).fill("a.student@example.com");
  await form.getByLabel("Message", { exact: true }).fill("How do I verify with a passport?");
  await send.click();
  await expect(toast(page, "Message Sent!")).toContainText("We'll get back to you soon.");
  await expect(form.getByLabel("First Name")).toHaveValue("");
  await expect(form.getByLabel("Message", { exact: true })).toHaveValue("");

  const mail = await findMail(
    (message) => message.subject === `Contact message from A ${lastName}`,
    "the contact message mailed to staff",
  );
  expect(mail.to).toBe(email);
  expect(mail.text).toContain("How do I verify with a passport?");
  expect(mail.text).toContain("the contact page");
});

test("a message that cannot be sent is told, and what was typed stays", async ({ page }) => {
  await page.route("**/api/contact", (route) =>
    route.fulfill({ status: 500, json: { message: "Internal Server Error" } }),
  );
  await page.goto("/contact-us");
  const form = page.getByRole("main").getByRole("form", { name: "Send us a message" });
  await form.getByLabel("First Name").fill("Aisha");
  await form.getByLabel("Last Name").fill("Al Mansoori");
  await form.getByLabel("Email", { exact: true }).fill("aisha@example.com");
  await form.getByLabel("Message", { exact: true }).fill("Is there a student discount at Karak House?");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Message Failed")).toContainText(
    "Failed to send message. Please try again later.",
  );
  await expect(form.getByLabel("First Name")).toHaveValue("Aisha");
});
