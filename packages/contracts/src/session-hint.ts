// The session cookie is HttpOnly, so a page cannot see whether it has one. Beside it the server sets this
// readable cookie, which says only "a session was started here": the page asks who is signed in when it
// is there (or a user is remembered), so a visitor's page makes no call whose only answer is 401, an
// error in every browser console. It grants nothing; the server never reads it as a credential.
export const SIGNED_IN_COOKIE = "sp_signed_in";
