import { lazy } from "react";
import { Route, Routes } from "react-router";
import { paths } from "../lib/paths.ts";
import { HomePage } from "../pages/home-page.tsx";
import { RootLayout } from "./layout/root-layout.tsx";
import { RouteErrorBoundary } from "./route-error-boundary.tsx";

// Every page but the home page is split out of the entry bundle.
const NotFoundPage = lazy(() => import("../pages/not-found-page.tsx"));
const LoginPage = lazy(() => import("../pages/login-page.tsx"));
const SignupPage = lazy(() => import("../pages/signup-page.tsx"));
const CreatePasswordPage = lazy(() => import("../pages/create-password-page.tsx"));
const ForgotPasswordPage = lazy(() => import("../pages/forgot-password-page.tsx"));
const DashboardPage = lazy(() => import("../pages/dashboard-page.tsx"));
const StudentVerificationPage = lazy(() => import("../pages/student-verification-page.tsx"));
const OtpVerificationPage = lazy(() => import("../pages/otp-verification-page.tsx"));
const DocumentVerificationPage = lazy(() => import("../pages/document-verification-page.tsx"));
const HowItWorksPage = lazy(() => import("../pages/how-it-works-page.tsx"));
const PrivacyPolicyPage = lazy(() => import("../pages/privacy-policy-page.tsx"));
const TermsOfServicePage = lazy(() => import("../pages/terms-of-service-page.tsx"));
const ForMerchantsPage = lazy(() => import("../pages/for-merchants-page.tsx"));
const ContactUsPage = lazy(() => import("../pages/contact-us-page.tsx"));
const AdminRouter = lazy(() => import("./admin-router.tsx"));

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
          <Route path={paths.studentVerification} element={<StudentVerificationPage />} />
          <Route path={paths.otpVerification} element={<OtpVerificationPage />} />
          <Route path={paths.documentVerification} element={<DocumentVerificationPage />} />
          <Route path={paths.howItWorks} element={<HowItWorksPage />} />
          <Route path={paths.privacyPolicy} element={<PrivacyPolicyPage />} />
          <Route path={paths.termsOfService} element={<TermsOfServicePage />} />
          <Route path={paths.forMerchants} element={<ForMerchantsPage />} />
          <Route path={paths.contactUs} element={<ContactUsPage />} />
          <Route path={`${paths.admin}/*`} element={<AdminRouter />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
