import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import ExternalLink from "lucide-react/icons/external-link";
import Pencil from "lucide-react/icons/pencil";
import Users from "lucide-react/icons/users";
import type { AdminBrand } from "@studentperks/contracts/admin/brands";
import { brandSlugSchema } from "@studentperks/contracts/brand-page";
import { brandPath } from "@studentperks/contracts/brands";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { serverMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { adminPaths } from "#web/features/admin/shared/admin-paths.ts";
import { DataTable, Td, Th } from "#web/features/admin/shared/components/data-table.tsx";
import { LoadState } from "#web/features/admin/shared/components/load-state.tsx";
import { consoleText } from "#web/features/admin/shared/messages.ts";
import { useAdminBrands, useSaveBrandSlug } from "../api/brands.ts";
import { offersText } from "../messages.ts";

/** Every brand with its offer counts, its page, its slug (edited in its row) and links to its record and members. */
export function BrandsTable() {
  const query = useAdminBrands();
  return (
    <LoadState query={query}>
      {({ brands }) =>
        brands.length === 0 ? (
          <p className="text-sm text-ink-600">{offersText("brands.empty")}</p>
        ) : (
          <DataTable>
            <thead>
              <tr>
                <Th className="text-start">{offersText("brands.col.brand")}</Th>
                <Th className="text-start">{offersText("brands.col.offers")}</Th>
                <Th className="text-start">{offersText("brands.col.slug")}</Th>
                <Th className="text-start">{offersText("brands.col.record")}</Th>
                <Th className="text-start">{offersText("brands.col.members")}</Th>
              </tr>
            </thead>
            <tbody>
              {brands.map((brand) => (
                // Keyed by the brand, not its slug: a saved slug keeps the row (and its focus).
                <BrandRow key={brand.key} brand={brand} />
              ))}
            </tbody>
          </DataTable>
        )
      }
    </LoadState>
  );
}

function BrandRow({ brand }: { brand: AdminBrand }) {
  const id = useId();
  const [slug, setSlug] = useState(brand.slug);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveBrandSlug();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const to = slug.trim();
    // The server checks again; this only saves a round trip for a slug that cannot be right.
    const checked = brandSlugSchema.safeParse(to);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? null);
    setError(null);
    try {
      const saved = await save.mutateAsync({ slug: brand.slug, to });
      setSlug(saved.slug);
      toast({ title: offersText("brands.saved", { name: saved.name, slug: saved.slug }) });
    } catch (failure) {
      setError(serverMessage(failure) ?? offersText("brands.saveFailed"));
    }
  }

  return (
    <tr>
      <Td label={offersText("brands.col.brand")}>
        <div className="flex flex-col gap-1">
          <span className="font-semibold break-words text-ink-900">{brand.name}</span>
          {brand.liveOffers > 0 ? (
            <a
              href={brandPath(brand.slug)}
              target="_blank"
              rel="noreferrer"
              aria-label={offersText("brands.viewLabel", { name: brand.name })}
              className="inline-flex items-center gap-1 text-sm text-brand-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-800"
            >
              {offersText("brands.view")}
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          ) : (
            <span className="text-xs text-ink-600">{offersText("brands.noLivePage")}</span>
          )}
        </div>
      </Td>
      <Td label={offersText("brands.col.offers")} className="tabular-nums">
        {offersText("brands.offers", { live: brand.liveOffers, total: brand.offers })}
      </Td>
      <Td label={offersText("brands.col.slug")}>
        <form className="flex flex-col gap-1" onSubmit={(event) => void submit(event)} noValidate>
          <label htmlFor={`${id}-slug`} className="sr-only">
            {offersText("brands.slugLabel", { name: brand.name })}
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <span aria-hidden="true" className="text-sm text-ink-600">
              /brands/
            </span>
            <Input
              id={`${id}-slug`}
              value={slug}
              onChange={(event) => setSlug(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              autoCapitalize="none"
              autoComplete="off"
              spellCheck={false}
              className="h-9 min-w-0 flex-1 basis-40"
            />
            <Button
              type="submit"
              variant="dark"
              size="sm"
              isPending={save.isPending}
              disabled={save.isPending || slug.trim() === brand.slug}
            >
              {consoleText("common.save")}
            </Button>
          </div>
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </form>
      </Td>
      <Td label={offersText("brands.col.record")}>
        <Link
          to={adminPaths.brandEdit(brand.slug)}
          aria-label={offersText("brands.editLabel", { name: brand.name })}
          className="inline-flex min-h-9 items-center gap-1 text-sm font-semibold text-brand-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-800"
        >
          <Pencil aria-hidden="true" className="size-4" />
          {offersText("brands.edit")}
        </Link>
      </Td>
      <Td label={offersText("brands.col.members")}>
        <Link
          to={adminPaths.brandMembers(brand.slug)}
          aria-label={offersText("brands.membersLabel", { name: brand.name })}
          className="inline-flex min-h-9 items-center gap-1 text-sm font-semibold text-brand-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-800"
        >
          <Users aria-hidden="true" className="size-4" />
          {offersText("brands.members")}
        </Link>
      </Td>
    </tr>
  );
}
