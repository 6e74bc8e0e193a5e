// The Accounts screen's strings: an English-only catalogue (messages.en.json, ICU) that loads with the
// console's lazy route, out of the home page's bundle (lib/i18n/english-only.ts).
import messages from "virtual:catalog/features/admin/accounts/messages.en.json";
import { englishOnlyTranslator } from "#web/lib/i18n/english-only.ts";
import type en from "./messages.en.json";

export const accountsText = englishOnlyTranslator<keyof typeof en>(messages);
