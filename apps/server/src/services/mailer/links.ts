// The addresses e-mails' buttons lead to: a page of the web app (the contracts' page paths) under
// PUBLIC_URL, absolute because a mail client has no page to resolve a relative one against.
export function pageLink(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/$/, "")}${path}`;
}
