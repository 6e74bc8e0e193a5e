// How long an idle session lives. Here rather than in plugins/sessions.ts because housekeeping (a
// service) sweeps sessions past it, and services never import plugins.
export const SESSION_IDLE_MS = 14 * 86_400_000;
