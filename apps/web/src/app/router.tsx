import { lazy, type ComponentType } from "react";
import { Route, Routes } from "react-router";
import { loadPageMessages } from "../lib/i18n/index.ts";
import { BRAND_ROUTE, paths } from "../lib/paths.ts";
import { HomePage } from "../pages/home-page.tsx";
import { RootLayout } from "./layout/root-layout.tsx";
import { RouteErrorBoundary } from "./route-error-boundary.tsx";

/**
 * A page split out of the entry bundle; it shows once its code and the pages' texts have both
 * arrived, and names itself in the browser's tab.
 */
function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() =>
    Promise.all([load(), import("./titled-page.tsx"), loadPageMessages()]).then(([page, { titled }]) => ({
      default: titled(page.default),
    })),
  );
}

// Every page but the home page is split out of the entry bundle.
const NotFoundPage = lazyPage(() => import("../pages/not-found-page.tsx"));
const LoginPage = lazyPage(() => import("../pages/login-page.tsx"));
const SignupPage = lazyPage(() => import("../pages/signup-page.tsx"));
const CreatePasswordPage = lazyPage(() => import("../pages/create-password-page.tsx"));
const ForgotPasswordPage = lazyPage(() => import("../pages/forgot-password-page.tsx"));
const DashboardPage = lazyPage(() => import("../pages/dashboard-page.tsx"));
const CardPage = lazyPage(() => import("../pages/card-page.tsx"));
const StudentVerificationPage = lazyPage(() => import("../pages/student-verification-page.tsx"));
const OtpVerificationPage = lazyPage(() => import("../pages/otp-verification-page.tsx"));
const DocumentVerificationPage = lazyPage(() => import("../pages/document-verification-page.tsx"));
const HowItWorksPage = lazyPage(() => import("../pages/how-it-works-page.tsx"));
const PrivacyPolicyPage = lazyPage(() => import("../pages/privacy-policy-page.tsx"));
const TermsOfServicePage = lazyPage(() => import("../pages/terms-of-service-page.tsx"));
const ForMerchantsPage = lazyPage(() => import("../pages/for-merchants-page.tsx"));
const ContactUsPage = lazyPage(() => import("../pages/contact-us-page.tsx"));
const BrandPage = lazyPage(() => import("../pages/brand-page.tsx"));
const PartnersPage = lazyPage(() => import("../pages/partners-page.tsx"));
const PartnerJoinPage = lazyPage(() => import("../pages/partner-join-page.tsx"));
const AdminRouter = lazyPage(() => import("./admin-router.tsx"));

// Declarative routes: the data router's loaders and actions are not needed here, and leaving them
// out keeps about 17 KB (gzip) off the home page's first load.
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route element={<RootLayout />}>
          <Route index element={<HomePage />} />
          <Route path={paths.login} element={<LoginPage />} />
          <Route path={paths.signup} element={<SignupPage />} />
          <Route path={paths.createPassword} element={<CreatePasswordPage />} />
          <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
          <Route path={paths.dashboard} element={<DashboardPage />} />
          <Route path={paths.card} element={<CardPage />} />
          <Route path={paths.studentVerification} element={<StudentVerificationPage />} />
          <Route path={paths.otpVerification} element={<OtpVerificationPage />} />
          <Route path={paths.documentVerification} element={<DocumentVerificationPage />} />
          <Route path={paths.howItWorks} element={<HowItWorksPage />} />
          <Route path={paths.privacyPolicy} element={<PrivacyPolicyPage />} />
          <Route path={paths.termsOfService} element={<TermsOfServicePage />} />
          <Route path={paths.forMerchants} element={<ForMerchantsPage />} />
          <Route path={paths.contactUs} element={<ContactUsPage />} />
          <Route path={paths.partners} element={<PartnersPage />} />
          <Route path={paths.partnerJoin} element={<PartnerJoinPage />} />
          <Route path={BRAND_ROUTE} element={<BrandPage />} />
          <Route path={`${paths.admin}/*`} element={<AdminRouter />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
