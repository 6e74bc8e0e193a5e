import type { CategoryFilter } from "@studentperks/contracts/catalogue";
import { t, type MessageKey } from "#web/lib/i18n/index.ts";

const keys: Record<CategoryFilter, MessageKey> = {
  all: "category.all",
  food: "category.food",
  Retail: "category.Retail",
  electronics: "category.electronics",
  fashion: "category.fashion",
  beauty: "category.beauty",
  entertainment: "category.entertainment",
  services: "category.services",
  other: "category.other",
};

/** A category chip's or card's label in the page's language; an unknown category as it is stored. */
export function categoryLabel(value: string): string {
  return value in keys ? t(keys[value as CategoryFilter]) : value;
}
