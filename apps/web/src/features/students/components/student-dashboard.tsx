import { useId } from "react";
import { Link } from "react-router";
import type { User } from "@studentperks/contracts/auth";
import type { StudentProfile } from "@studentperks/contracts/students";
import { Button, buttonClassName } from "../../../components/ui/button.tsx";
import { Form, useZodForm } from "../../../components/ui/form.tsx";
import { fullName } from "../../../lib/full-name.ts";
import { t } from "../../../lib/i18n/index.ts";
import { paths } from "../../../lib/paths.ts";
import { toast } from "../../../lib/toast.ts";
import { useStudentProfile } from "../api/get-profile.ts";
import { useUpdateProfile } from "../api/update-profile.ts";
import { profileFormSchema, profileFormValues, toProfilePayload } from "../lib/profile-form.ts";
import { ChangePasswordCard } from "./change-password-card.tsx";
import { DashboardSkeleton } from "./dashboard-skeleton.tsx";
import { MarketingCard } from "./marketing-card.tsx";
import { ProfileCard } from "./profile-card.tsx";
import { VerificationCard } from "./verification-card.tsx";

interface StudentDashboardProps {
  user: User;
  /** Called after the profile is saved, so the signed-in user shown elsewhere catches up. */
  onProfileSaved: () => void;
}

/** The student dashboard (spec 001 §2, §4, §8) once the profile has loaded (or failed to). */
export function StudentDashboard({ user, onProfileSaved }: StudentDashboardProps) {
  const profile = useStudentProfile(user);
  if (profile.isPending) return <DashboardSkeleton />;
  return <DashboardForm user={user} profile={profile.data ?? null} onProfileSaved={onProfileSaved} />;
}

function DashboardForm({
  user,
  profile,
  onProfileSaved,
}: StudentDashboardProps & { profile: StudentProfile | null }) {
  const formId = useId();
  const update = useUpdateProfile();
  const form = useZodForm(profileFormSchema, { defaultValues: profileFormValues(profile, user) });
  const facts = {
    ...(profile ?? user.verification ?? { status: null, studentEmail: null, verifiedAt: null }),
    // Only the account's verification carries staff's reason for a rejection.
    rejectionReason: user.verification?.rejectionReason ?? null,
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("dashboard.title")}</h1>
        <p className="text-slate-600">{t("dashboard.welcome", { name: fullName(user) })}</p>
      </div>
      <Form
        id={formId}
        form={form}
        onSubmit={(values) =>
          update.mutate(toProfilePayload(values), {
            onSuccess: (student) => {
              toast({ title: t("dashboard.saved"), description: t("dashboard.savedMessage") });
              form.reset(profileFormValues(student, user));
              onProfileSaved();
            },
            onError: () =>
              toast({
                variant: "destructive",
                title: t("dashboard.saveFailed"),
                description: t("dashboard.saveFailedMessage"),
              }),
          })
        }
      >
        <ProfileCard control={form.control} />
      </Form>
      <VerificationCard facts={facts} />
      <ChangePasswordCard email={user.email} />
      {/* Part of the profile form through `form`, though laid out after the other cards. */}
      <MarketingCard control={form.control} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Link to={paths.home} className={buttonClassName({ variant: "outline", size: "lg" })}>
          {t("common.backToHome")}
        </Link>
        <Button type="submit" form={formId} size="lg" isPending={update.isPending}>
          {t("dashboard.save")}
        </Button>
      </div>
    </div>
  );
}
