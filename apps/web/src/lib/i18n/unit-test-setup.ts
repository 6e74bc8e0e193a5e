// Unit tests render without the router, so they load the pages' English texts up front (the app loads
// them with the first page that needs them: ./locale.ts).
import pages from "virtual:catalog/lib/i18n/locales/en.pages.json";
import { i18n } from "./instance.ts";

i18n.load("en", pages);
