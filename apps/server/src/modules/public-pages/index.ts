// The public pages' face (issue 33): serving HTML lives here, from the web build's prerendered pages
// to the link previews. The composition root reads the build once (its inline scripts' hashes join the
// CSP) and then registers the whole feature with one call.
export { loadPrerenderedSite } from "./prerendered-site.ts";
export { registerPublicPages } from "./register.ts";
