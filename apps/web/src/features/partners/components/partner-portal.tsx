import { useId } from "react";
import { useSearchParams } from "react-router";
import { canEditOffers, type PartnerMe } from "@studentperks/contracts/partners";
import { Alert } from "#web/components/ui/alert.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { serverMessage } from "#web/lib/api-client.ts";
import { t } from "#web/lib/i18n/index.ts";
import { toast } from "#web/lib/toast.ts";
import { useChooseBrand } from "../api/me.ts";
import { roleLabel } from "./join-invitation.tsx";
import { MembersPanel } from "./members-panel.tsx";
import { OffersPanel } from "./offers-panel.tsx";
import { ResultsPanel } from "./results-panel.tsx";

export const PORTAL_TABS = ["offers", "results", "members"] as const;
export type PortalTab = (typeof PORTAL_TABS)[number];
export const TAB_PARAM = "tab";

const tabKeys = {
  offers: "partners.tab.offers",
  results: "partners.tab.results",
  members: "partners.tab.members",
} as const;

/** The portal of the brand the session shows: its offers, results and members, a tab each. */
export function PartnerPortal({
  me,
  userId,
}: {
  me: PartnerMe & { current: NonNullable<PartnerMe["current"]> };
  /** The signed-in account. */
  userId: string;
}) {
  const [search, setSearch] = useSearchParams();
  const asked = search.get(TAB_PARAM);
  const tab: PortalTab = PORTAL_TABS.find((name) => name === asked) ?? "offers";
  const brand = me.current;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-sm font-semibold text-brand-800">{t("partners.eyebrow")}</p>
          <h1 dir="auto" className="text-h1 wrap-anywhere text-ink-900">
            {brand.name}
          </h1>
          <p className="text-sm text-ink-700">{t("partners.yourRole", { role: roleLabel(brand.role) })}</p>
        </div>
        {me.brands.length > 1 ? <BrandSwitcher me={me} /> : null}
      </header>
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setSearch(
            (previous) => {
              const next = new URLSearchParams();
              // The period chosen on Results stays with the address, the editor does not.
              for (const name of ["from", "to"]) {
                const value = previous.get(name);
                if (value) next.set(name, value);
              }
              if (value !== "offers") next.set(TAB_PARAM, value);
              return next;
            },
            { replace: true },
          )
        }
        className="flex flex-col gap-6"
      >
        <TabsList aria-label={t("partners.tabsLabel")} className="self-stretch sm:self-start">
          {PORTAL_TABS.map((name) => (
            <TabsTrigger key={name} value={name} className="sm:flex-none sm:px-5">
              {t(tabKeys[name])}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="offers">
          <OffersPanel canEdit={canEditOffers(brand.role)} />
        </TabsContent>
        <TabsContent value="results">
          <ResultsPanel />
        </TabsContent>
        <TabsContent value="members">
          <MembersPanel isOwner={brand.role === "owner"} userId={userId} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function BrandSwitcher({ me }: { me: PartnerMe }) {
  const id = useId();
  const choose = useChooseBrand();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink-900">
        {t("partners.switchBrand")}
      </label>
      <Select
        id={id}
        value={String(me.current?.brandId ?? "")}
        disabled={choose.isPending}
        aria-busy={choose.isPending || undefined}
        className="min-w-56"
        onChange={(event) =>
          choose.mutate(Number(event.target.value), {
            onSuccess: (next) =>
              toast({ title: t("partners.switched", { brand: next.current?.name ?? "" }) }),
            onError: (error) =>
              toast({
                title: t("partners.switchFailed"),
                description: serverMessage(error),
                variant: "destructive",
              }),
          })
        }
      >
        {me.brands.map((brand) => (
          <option key={brand.brandId} value={brand.brandId}>
            {brand.name} — {roleLabel(brand.role)}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** A signed-in account that belongs to no brand. */
export function NoBrand() {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col gap-4 px-4 py-20">
      <h1 className="text-h2 text-ink-900">{t("partners.noBrandTitle")}</h1>
      <Alert>{t("partners.noBrand")}</Alert>
    </div>
  );
}
