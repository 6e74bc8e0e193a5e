// A prerendered page with a form starts without zod: building the schemas is tens of milliseconds of
// a phone's main thread while the page starts. The form loads them when it is first focused, and
// checks what is typed as before.
import { expect, test } from "./support/test.ts";

const ZOD_CHUNK = /\/assets\/zod-without-eval-[\w-]+\.js$/;

const pages = [
  {
    path: "/signup",
    form: "main form",
    field: "Email",
    submit: "Continue",
    message: "Please enter a valid email address",
  },
  {
    path: "/login",
    form: "main form",
    field: "Email",
    submit: "Log in",
    message: "Please enter a valid email address",
  },
  {
    path: "/forgot-password",
    form: "main form",
    field: "Email",
    submit: "Send Verification Code",
    message: "Please enter a valid email address",
  },
  {
    path: "/contact-us",
    form: "main form",
    field: "Email",
    submit: "Send Message",
    message: "Please enter a valid email address",
  },
];

for (const { path, form, field, submit, message } of pages) {
  test(`${path} starts without zod, and its form still checks what is typed`, async ({ page }) => {
    const zodRequests: string[] = [];
    page.on("request", (request) => {
      if (ZOD_CHUNK.test(new URL(request.url()).pathname)) zodRequests.push(request.url());
    });
    await page.goto(path);
    await expect(page.locator(form).first()).toBeVisible();
    expect(zodRequests).toEqual([]);

    const scope = page.locator(form).first();
    await scope.getByLabel(field, { exact: true }).fill("not-an-address");
    await scope.getByRole("button", { name: submit, exact: true }).click();
    await expect(scope.getByText(message).first()).toBeVisible();
    expect(zodRequests).toHaveLength(1);
  });
}

test("/for-merchants starts without zod, and the offer form still shows every message", async ({ page }) => {
  const zodRequests: string[] = [];
  page.on("request", (request) => {
    if (ZOD_CHUNK.test(new URL(request.url()).pathname)) zodRequests.push(request.url());
  });
  await page.goto("/for-merchants");
  const submit = page.getByRole("button", { name: "Submit Partnership Request" });
  await expect(submit).toBeVisible();
  expect(zodRequests).toEqual([]);
  await submit.click();
  await expect(page.getByText("Logo picture is required").first()).toBeVisible();
  expect(zodRequests).toHaveLength(1);
});
