// The staff console's routes, loaded only when someone opens /admin: none of this, its screens or
// their strings are in the public bundle.
import { lazy } from "react";
import { Navigate, Route, Routes } from "react-router";
import { Spinner } from "../components/ui/spinner.tsx";
import { ConsoleLayout } from "../features/admin/shared/components/console-layout.tsx";
import { consoleText } from "../features/admin/shared/messages.ts";
import { StaffOnly } from "../features/auth/components/staff-only.tsx";
import { adminPaths } from "../features/admin/shared/admin-paths.ts";

const AccountsPage = lazy(() => import("../pages/admin/accounts-page.tsx"));
const AuditPage = lazy(() => import("../pages/admin/audit-page.tsx"));
const PartnershipsPage = lazy(() => import("../pages/admin/partnerships-page.tsx"));
const PartnershipPage = lazy(() => import("../pages/admin/partnership-page.tsx"));
const ProposalsPage = lazy(() => import("../pages/admin/proposals-page.tsx"));
const ProposalPage = lazy(() => import("../pages/admin/proposal-page.tsx"));
const BrandMembersPage = lazy(() => import("../pages/admin/brand-members-page.tsx"));
const BrandEditPage = lazy(() => import("../pages/admin/brand-edit-page.tsx"));
const InsightsPage = lazy(() => import("../pages/admin/insights-page.tsx"));
const InstitutionsPage = lazy(() => import("../pages/admin/institutions-page.tsx"));
const VerificationsPage = lazy(() => import("../pages/admin/verifications-page.tsx"));
const OffersPage = lazy(() => import("../pages/admin/offers-page.tsx"));
const OfferPage = lazy(() => import("../pages/admin/offer-page.tsx"));
const FeaturedOffersPage = lazy(() => import("../pages/admin/featured-offers-page.tsx"));
const BrandsPage = lazy(() => import("../pages/admin/brands-page.tsx"));

/** Relative to /admin. */
const sub = (path: string) => path.replace(/^\/admin\//, "");

export default function AdminRouter() {
  return (
    <StaffOnly
      signedOutMessage={consoleText("console.signedOut")}
      notStaffMessage={consoleText("console.notStaff")}
      loading={<Spinner className="mx-auto my-24 size-8" />}
    >
      <Routes>
        <Route element={<ConsoleLayout />}>
          <Route index element={<Navigate to={adminPaths.verifications} replace />} />
          <Route path={sub(adminPaths.partnerships)} element={<PartnershipsPage />} />
          <Route path={sub(adminPaths.partnership(":id"))} element={<PartnershipPage />} />
          <Route path={sub(adminPaths.proposals)} element={<ProposalsPage />} />
          <Route path={sub(adminPaths.proposal(":id"))} element={<ProposalPage />} />
          <Route path={sub(adminPaths.insights)} element={<InsightsPage />} />
          <Route path={sub(adminPaths.verifications)} element={<VerificationsPage />} />
          <Route path={sub(adminPaths.institutions)} element={<InstitutionsPage />} />
          <Route path={sub(adminPaths.offers)} element={<OffersPage />} />
          <Route path={sub(adminPaths.newOffer)} element={<OfferPage />} />
          <Route path={sub(adminPaths.featuredOffers)} element={<FeaturedOffersPage />} />
          <Route path={sub(adminPaths.brands)} element={<BrandsPage />} />
          <Route path={sub(adminPaths.brandMembers(":slug"))} element={<BrandMembersPage />} />
          <Route path={sub(adminPaths.brandEdit(":slug"))} element={<BrandEditPage />} />
          <Route path={sub(adminPaths.offer(":id"))} element={<OfferPage />} />
          <Route path={sub(adminPaths.audit)} element={<AuditPage />} />
          <Route path={sub(adminPaths.accounts)} element={<AccountsPage />} />
          <Route path="*" element={<p className="text-ink-700">{consoleText("console.noSuchScreen")}</p>} />
        </Route>
      </Routes>
    </StaffOnly>
  );
}
