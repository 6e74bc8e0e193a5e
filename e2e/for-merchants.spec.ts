import { uniqueEmail } from "./support/accounts.ts";
import { fillBrandAndContact, offerForm, supportEmail, uniqueBrand } from "./support/merchants.ts";
import { findMail } from "./support/outbox.ts";
import { expect, test } from "./support/test.ts";

test("Join as a Merchant leads to the offer form; a referral offer is submitted, then a fresh form", async ({
  page,
  request,
}) => {
  const brand = uniqueBrand("referral");
  await page.goto("/for-merchants");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(main.getByText("no commission and no upfront cost")).toBeVisible();
  await expect(
    main.getByText("Please include 'StudentPerks' or 'sp' in your offer code or terms."),
  ).toBeVisible();
  const benefits = main.getByRole("region", { name: "What you get" }).getByRole("listitem");
  await expect(benefits).toHaveText([
    "Free distribution on our website and social channels",
    "Free placement in our student newsletters",
    "Verified student reach with redemption tracking",
    "Fast onboarding by a local UAE partner",
  ]);

  await page.getByRole("button", { name: "Join as a Merchant" }).click();
  const section = main.getByRole("region", { name: "Submit Your Offer" });
  await expect(section).toBeFocused();
  await expect(section.getByRole("heading", { name: "Submit Your Offer" })).toBeInViewport();

  const form = offerForm(page);
  await fillBrandAndContact(page, { brand, contactEmail: uniqueEmail("referral") });
  await form.getByRole("radio", { name: "Referral Link" }).check();
  await expect(form.getByRole("textbox", { name: "Discount Code" })).toBeHidden();
  await expect(form.getByLabel("Discount Value")).toBeHidden();
  await form.getByRole("textbox", { name: "Referral Link" }).fill("https://karak.example/students");
  await form.getByLabel("Step 1 instruction").fill("Open your special access link");
  await form.getByRole("button", { name: "Submit Partnership Request" }).click();

  await expect(main.getByRole("heading", { name: "Offer Submitted Successfully!" })).toBeFocused();
  await expect(form).toBeHidden();
  const notice = await findMail(
    (message) => message.subject === `Partnership request: ${brand}`,
    "the partnership request mailed to staff",
  );
  expect(notice.to).toBe(await supportEmail(request));
  expect(notice.text).toContain("Category: Retail");
  expect(notice.text).toContain("Offer: a referral link");
  expect(notice.text).toContain("Referral link: https://karak.example/students");
  expect(notice.text).toContain("1. Open your special access link");

  await main.getByRole("button", { name: "Submit Another Offer" }).click();
  await expect(form).toBeVisible();
  await expect(form.getByLabel("Logo Picture")).toBeFocused();
  await expect(form.getByRole("img", { name: "Preview of your logo" })).toHaveCount(0);
  await expect(form.getByLabel("Brand Name")).toHaveValue("");
  await expect(form.getByLabel("Brand Category")).toHaveValue("");
  await expect(form.getByRole("radio", { name: "Discount Code" })).toBeChecked();
  await expect(form.getByLabel("Discount Type")).toHaveValue("percentage");
  await expect(form.getByLabel(/^Step \d instruction$/)).toHaveCount(1);
  await expect(form.getByLabel("Step 1 instruction")).toHaveValue("");
  await expect(form.getByLabel("Contact Email")).toHaveValue("");
});

test("a discount offer with a logo, an expiry date and three guide steps is stored as given", async ({
  page,
}) => {
  const brand = uniqueBrand("discount");
  const contactEmail = uniqueEmail("discount");
  await page.goto("/for-merchants");
  const form = offerForm(page);
  await fillBrandAndContact(page, { brand, contactEmail });
  // Where students use it (issue 35): online to start; this one both ways.
  const channels = form.getByRole("group", { name: "Where can students use this offer?" });
  await expect(channels.getByRole("radio", { name: "Online" })).toBeChecked();
  await channels.getByRole("radio", { name: "Both" }).check();
  await form.getByRole("textbox", { name: "Discount Code" }).fill("KARAKSP50");
  await form.getByLabel("Discount Type").selectOption({ label: "Fixed amount (AED)" });
  await form.getByLabel("Discount Value").fill("50");
  await form.getByLabel("Website Link").fill("https://karak.example");

  await form.getByLabel("This offer expires").check();
  const expiry = form.getByLabel("Expiry Date");
  await expect(expiry).toHaveAttribute("type", "date");
  await expect(expiry).toHaveAttribute("min", /^\d{4}-\d{2}-\d{2}$/);
  await expiry.fill("2099-12-31");

  // Add two steps, remove the middle one, add another: the steps stay numbered 1..3.
  const steps = form.getByLabel(/^Step \d instruction$/);
  await expect(form.getByRole("button", { name: /^Remove step/ })).toHaveCount(0);
  await form.getByLabel("Step 1 instruction").fill("Open the offer in the app");
  await form.getByRole("button", { name: "Add Step" }).click();
  await expect(form.getByLabel("Step 2 instruction")).toBeFocused();
  await form.getByLabel("Step 2 instruction").fill("This step goes away");
  await form.getByRole("button", { name: "Add Step" }).click();
  await form.getByLabel("Step 3 instruction").fill("Copy the code");
  await form.getByRole("button", { name: "Remove step 2" }).click();
  await expect(steps).toHaveCount(2);
  await expect(form.getByLabel("Step 2 instruction")).toHaveValue("Copy the code");
  await form.getByRole("button", { name: "Add Step" }).click();
  await form.getByLabel("Step 3 instruction").fill("Enter it at checkout");
  await expect(steps).toHaveCount(3);
  await expect(form.getByRole("button", { name: /^Remove step/ })).toHaveCount(3);
  await expect(form.getByRole("listitem")).toHaveText([/^1/, /^2/, /^3/]);

  await form.getByRole("button", { name: "Submit Partnership Request" }).click();
  await expect(page.getByRole("main").getByText("Offer Submitted Successfully!")).toBeVisible();

  const notice = await findMail(
    (message) => message.subject === `Partnership request: ${brand}`,
    "the partnership request mailed to staff",
  );
  expect(notice.text).toContain("Offer: AED 50 off");
  expect(notice.text).toContain("Where: Online and in store");
  expect(notice.text).toContain("Discount code: KARAKSP50");
  expect(notice.text).toContain("Expires: 2099-12-31");
  expect(notice.text).toContain("Website: https://karak.example");
  expect(notice.text).toContain("Phone: +971 50 765 4321");
  expect(notice.text).toContain("1. Open the offer in the app\n2. Copy the code\n3. Enter it at checkout");
  const receipt = await findMail((message) => message.to === contactEmail, "the merchant's receipt");
  expect(receipt.subject).toBe(`We received ${brand}'s offer for StudentPerks`);
});

test("an empty offer form shows every field's message and focuses the first; nothing is sent", async ({
  page,
}) => {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") sent.push(request.url());
  });
  await page.goto("/for-merchants");
  const form = offerForm(page);
  await form.getByRole("button", { name: "Submit Partnership Request" }).click();

  for (const message of [
    "Logo picture is required",
    "Brand name is required",
    "Please select a category",
    "Business description is required",
    "Instruction is required",
    "Please provide terms and conditions",
    "Please enter a valid email address",
    "Contact name is required",
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
  // The discount's code and value are both missing.
  await expect(
    form.getByText("Please fill in all required fields for your selected offer type", { exact: true }),
  ).toHaveCount(2);
  await expect(form.getByText("At least one redemption step is required")).toHaveCount(0);
  await expect(form.getByLabel("Logo Picture")).toBeFocused();
  await expect(form.getByLabel("Brand Name")).toHaveAccessibleDescription("Brand name is required");
  expect(sent.filter((url) => url.includes("/api/"))).toEqual([]);

  // A file that is not an image is refused before anything is sent.
  await form.getByLabel("Logo Picture").setInputFiles({
    name: "logo.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await expect(form.getByText("Please upload a PNG, JPG, GIF or WebP image.")).toBeVisible();
  await expect(form.getByRole("img", { name: "Preview of your logo" })).toHaveCount(0);
});

test("free shipping disables the value; the expiry date shows only while the offer expires", async ({
  page,
}) => {
  await page.goto("/for-merchants");
  const form = offerForm(page);
  const value = form.getByLabel("Discount Value");
  await value.fill("15");
  await form.getByLabel("Discount Type").selectOption("free_shipping");
  await expect(value).toBeDisabled();
  await expect(value).toHaveValue("");
  await expect(value).toHaveAccessibleDescription("Not needed for free shipping");
  await form.getByLabel("Discount Type").selectOption("percentage");
  await expect(value).toBeEnabled();

  await form.getByRole("button", { name: "Submit Partnership Request" }).click();
  await expect(value).toHaveAccessibleDescription(
    "Percent off, e.g. 20 Please fill in all required fields for your selected offer type",
  );
  await form.getByLabel("Discount Type").selectOption("free_shipping");
  await expect(value).not.toHaveAttribute("aria-invalid", "true");

  const expires = form.getByLabel("This offer expires");
  await expect(form.getByLabel("Expiry Date")).toHaveCount(0);
  await expires.check();
  await expect(form.getByLabel("Expiry Date")).toBeVisible();
  await expires.uncheck();
  await expect(form.getByLabel("Expiry Date")).toHaveCount(0);
});

test("a failed logo upload and a refused request are told next to the submit button", async ({ page }) => {
  await page.goto("/for-merchants");
  const form = offerForm(page);
  await fillBrandAndContact(page, { brand: uniqueBrand("failure"), contactEmail: uniqueEmail("failure") });
  await form.getByRole("textbox", { name: "Discount Code" }).fill("KARAKSP20");
  await form.getByLabel("Discount Value").fill("20");
  await form.getByLabel("Step 1 instruction").fill("Show the code at the counter");

  let requests = 0;
  await page.route("**/api/merchants/partnership-request", async (route) => {
    requests += 1;
    await route.fulfill({
      status: 400,
      json: {
        message: "Brand name is required",
        issues: [{ path: "brandName", message: "Brand name is required" }],
      },
    });
  });
  await page.route("**/api/upload/logo", (route) => route.fulfill({ status: 500, body: "" }));
  await form.getByRole("button", { name: "Submit Partnership Request" }).click();
  await expect(form.getByRole("alert")).toHaveText("Error: Failed to upload logo file");
  expect(requests).toBe(0);

  await page.unroute("**/api/upload/logo");
  await form.getByRole("button", { name: "Submit Partnership Request" }).click();
  await expect(form.getByRole("alert")).toHaveText("Error: Brand name is required");
  await expect(form.getByLabel("Brand Name")).toHaveAccessibleDescription("Brand name is required");
  expect(requests).toBe(1);
  await expect(form.getByRole("button", { name: "Submit Partnership Request" })).toBeEnabled();
});

test("a logo the server has no room for yet is sent again after its wait, the form saying it is still working", async ({
  page,
}) => {
  await page.goto("/for-merchants");
  const form = offerForm(page);
  await fillBrandAndContact(page, { brand: uniqueBrand("busy"), contactEmail: uniqueEmail("busy") });
  await form.getByRole("textbox", { name: "Discount Code" }).fill("KARAKSP20");
  await form.getByLabel("Discount Value").fill("20");
  await form.getByLabel("Step 1 instruction").fill("Show the code at the counter");

  // The first upload meets a full image queue; the next one goes to the server.
  let uploads = 0;
  await page.route("**/api/upload/logo", async (route) => {
    uploads += 1;
    if (uploads > 1) return route.continue();
    await route.fulfill({
      status: 503,
      headers: { "Retry-After": "2" },
      json: {
        message: "We are processing many images right now. Please try again in a few seconds.",
        code: "IMAGE_QUEUE_BUSY",
      },
    });
  });
  await form.getByRole("button", { name: "Submit Partnership Request" }).click();
  await expect(
    form.getByText("We are processing many images right now. Yours will be sent as soon as there is room"),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Offer Submitted Successfully!" })).toBeVisible();
  expect(uploads).toBe(2);
});

test("the merchants page's contact form: its messages, sending, and sending another", async ({
  page,
  request,
}) => {
  const lastName = `Haddad-${Math.random().toString(36).slice(2, 8)}`;
  await page.goto("/for-merchants");
  const form = page.getByRole("form", { name: "Questions first? Talk to us" });
  const send = form.getByRole("button", { name: "Send now" });
  await send.click();
  for (const message of [
    "First name must be at least 2 characters",
    "Last name must be at least 2 characters",
    "Please enter a valid email address",
    "Message must be at least 10 characters",
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await expect(form.getByLabel("First Name")).toBeFocused();

  await page.route("**/api/contact", (route) => route.fulfill({ status: 500, body: "" }));
  await form.getByLabel("First Name").fill("Omar");
  await form.getByLabel("Last Name").fill(lastName);
  await form.getByLabel("Email").fill("omar@karak.example");
  await form.getByLabel("Message").fill("We would like to offer students 20% off.");
  await send.click();
  await expect(form.getByRole("alert")).toHaveText("Failed to send message: Please try again.");
  await page.unroute("**/api/contact");

  await send.click();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Message Sent Successfully!" })).toBeFocused();
  const mail = await findMail(
    (message) => message.subject === `Contact message from Omar ${lastName}`,
    "the contact message mailed to staff",
  );
  expect(mail.to).toBe(await supportEmail(request));
  expect(mail.text).toContain("We would like to offer students 20% off.");
  expect(mail.text).toContain("the merchants page");

  await main.getByRole("button", { name: "Send Another Message" }).click();
  await expect(form.getByLabel("First Name")).toBeFocused();
  await expect(form.getByLabel("First Name")).toHaveValue("");
  await expect(form.getByLabel("Message")).toHaveValue("");
  await expect(form.getByRole("alert")).toHaveCount(0);
});

test("once an offer is sent, its success message is in view below the header as it takes focus", async ({
  page,
}) => {
  await page.goto("/for-merchants");
  const form = offerForm(page);
  await fillBrandAndContact(page, { brand: uniqueBrand("in-view"), contactEmail: uniqueEmail("in-view") });
  await form.getByRole("textbox", { name: "Discount Code" }).fill("KARAKSP10");
  await form.getByLabel("Discount Value").fill("10");
  await form.getByLabel("Step 1 instruction").fill("Show the code at the counter");
  // Where the message is at the moment it takes focus: a person must see it then, not only after a
  // smooth scroll that a touch or the closing keyboard can stop halfway.
  const whereFocused = page.evaluate(
    () =>
      new Promise<{ top: number; bottom: number; headerBottom: number; viewport: number }>((resolve) => {
        document.addEventListener("focusin", function seen(event) {
          if (!(event.target instanceof HTMLHeadingElement)) return;
          document.removeEventListener("focusin", seen);
          const { top, bottom } = event.target.getBoundingClientRect();
          const headerBottom = document.querySelector("header")!.getBoundingClientRect().bottom;
          resolve({ top, bottom, headerBottom, viewport: window.innerHeight });
        });
      }),
  );
  await form.getByRole("button", { name: "Submit Partnership Request" }).click();

  const success = page.getByRole("main").getByRole("heading", { name: "Offer Submitted Successfully!" });
  await expect(success).toBeFocused();
  const { top, bottom, headerBottom, viewport } = await whereFocused;
  expect(top).toBeGreaterThanOrEqual(headerBottom);
  expect(bottom).toBeLessThanOrEqual(viewport);
  await expect(page.getByRole("main").getByRole("button", { name: "Submit Another Offer" })).toBeInViewport();
});
