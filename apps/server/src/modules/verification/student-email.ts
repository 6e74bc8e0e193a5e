// What a student e-mail's domain says: which domains could match an institution (the domain itself
// and each parent), and whether it is a free webmail service, which proves nothing about studying.

/** The domain of an address, lower-cased ("H00123@Students.HCT.ac.ae" -> "students.hct.ac.ae"). */
export function emailDomain(email: string): string {
  return email
    .slice(email.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase();
}

/**
 * The domain and its parents down to two labels, longest first: an institution listing "hct.ac.ae"
 * matches "students.hct.ac.ae". A bare top-level domain ("ae") is never a candidate.
 */
export function candidateDomains(domain: string): string[] {
  const labels = domain.split(".").filter(Boolean);
  const candidates: string[] = [];
  for (let start = 0; labels.length - start >= 2; start += 1) candidates.push(labels.slice(start).join("."));
  return candidates;
}

/** Free e-mail services anyone can sign up to, worldwide and in the UAE. */
const FREE_WEBMAIL = new Set([
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "outlook.sa",
  "hotmail.com",
  "hotmail.co.uk",
  "hotmail.fr",
  "live.com",
  "live.co.uk",
  "msn.com",
  "yahoo.com",
  "yahoo.co.uk",
  "yahoo.co.in",
  "yahoo.fr",
  "ymail.com",
  "rocketmail.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "pm.me",
  "gmx.com",
  "gmx.net",
  "mail.com",
  "zoho.com",
  "zohomail.com",
  "yandex.com",
  "yandex.ru",
  "tutanota.com",
  "tuta.io",
  "fastmail.com",
  "hushmail.com",
  "qq.com",
  "163.com",
  "126.com",
  "rediffmail.com",
  // UAE internet providers' consumer mail (e& / Etisalat, du).
  "emirates.net.ae",
  "eim.ae",
]);

export function isFreeWebmail(domain: string): boolean {
  return candidateDomains(domain).some((candidate) => FREE_WEBMAIL.has(candidate));
}
