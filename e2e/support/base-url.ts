// Where the e2e server listens (playwright.config.ts starts it there).
export const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${port}`;
