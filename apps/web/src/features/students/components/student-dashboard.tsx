import { useId, useState, type ReactNode } from "react";
import { Link } from "react-router";
import type { User } from "@studentperks/contracts/auth";
import type { StudentProfile } from "@studentperks/contracts/students";
import { Button, buttonClassName } from "#web/components/ui/button.tsx";
import { Form, useZodForm } from "#web/components/ui/form.tsx";
import { fullName } from "#web/lib/full-name.ts";
import { t } from "#web/lib/i18n/index.ts";
import { paths } from "#web/lib/paths.ts";
import { applyServerIssues } from "#web/lib/server-issues.ts";
import { toast } from "#web/lib/toast.ts";
import { useStudentProfile } from "../api/get-profile.ts";
import { useUpdateProfile } from "../api/update-profile.ts";
import {
  planProfileSave,
  profileFormSchema,
  profileFormValues,
  type ProfileFormInput,
  type ProfileFormOutput,
} from "../lib/profile-form.ts";
import { ChangePasswordCard } from "./change-password-card.tsx";
import { DataExportCard } from "./data-export-card.tsx";
import { DeleteAccountCard } from "./delete-account-card.tsx";
import { DashboardSkeleton } from "./dashboard-skeleton.tsx";
import { EmailChangeDialog } from "./email-change-dialog.tsx";
import { MarketingCard } from "./marketing-card.tsx";
import { ProfileCard } from "./profile-card.tsx";
import { VerificationCard } from "./verification-card.tsx";
import { mutateSettled } from "#web/lib/mutate-settled.ts";

interface StudentDashboardProps {
  user: User;
  /** Called after the profile is saved, so the signed-in user shown elsewhere catches up. */
  onProfileSaved: () => void;
  /** The student's codes, from the offers feature (the page composes the two). */
  codes?: ReactNode;
}

/** The server's field names in a refused PATCH, as the form's fields. */
const profileFields = new Map<string, keyof ProfileFormInput>([
  ["firstName", "fullName"],
  ["lastName", "fullName"],
  ["email", "email"],
  ["phoneNumber", "phone"],
]);

/** The student dashboard (spec 001 §2, §4, §8) once the profile has loaded (or failed to). */
export function StudentDashboard({ user, onProfileSaved, codes }: StudentDashboardProps) {
  const profile = useStudentProfile(user);
  if (profile.isPending) return <DashboardSkeleton />;
  return (
    <DashboardForm user={user} profile={profile.data ?? null} onProfileSaved={onProfileSaved} codes={codes} />
  );
}

function DashboardForm({
  user,
  profile,
  onProfileSaved,
  codes,
}: StudentDashboardProps & { profile: StudentProfile | null }) {
  const formId = useId();
  const update = useUpdateProfile();
  const form = useZodForm(profileFormSchema, { defaultValues: profileFormValues(profile, user) });
  const storedEmail = profile?.email ?? user.email;
  // A new login e-mail being confirmed in the dialog (the other fields are saved by then).
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const verification = profile ?? user.verification;
  const facts = {
    stage: verification?.stage ?? null,
    studentEmail: verification?.studentEmail ?? null,
    // Only the account's verification carries staff's reason for a rejection.
    rejectionReason: user.verification?.rejectionReason ?? null,
    rejectionCode: user.verification?.rejectionCode ?? null,
  };

  const save = (values: ProfileFormOutput) => {
    // The login e-mail changes only through the dialog: the PATCH keeps the stored one, so the
    // other edits are saved whatever becomes of the new address.
    const { payload, newEmail } = planProfileSave(values, storedEmail);
    return mutateSettled(update, payload, {
      onSuccess: (student) => {
        onProfileSaved();
        if (newEmail === null) {
          toast({ title: t("dashboard.saved"), description: t("dashboard.savedMessage") });
          form.reset(profileFormValues(student, user));
        } else {
          form.reset({ ...profileFormValues(student, user), email: newEmail });
          setPendingEmail(newEmail);
        }
      },
      onError: (error) => {
        // The fields the server refused are marked; the toast keeps the spec's words (§8).
        applyServerIssues(
          error,
          (path) => profileFields.get(path),
          (field, message) => form.setError(field, { message }),
        );
        toast({
          variant: "destructive",
          title: t("dashboard.saveFailed"),
          description: t("dashboard.saveFailedMessage"),
        });
      },
    });
  };

  return (
    // A band of brand green behind the greeting, which the first card overlaps.
    <div className="bg-ink-50 bg-[linear-gradient(var(--color-brand-950)_0_14rem,transparent_14rem)]">
      <div className="mx-auto flex min-h-dvh w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
        <div className="flex flex-col gap-2">
          <h1 className="text-h1 text-white">{t("dashboard.title")}</h1>
          <p className="text-ink-100">{t("dashboard.welcome", { name: fullName(user) })}</p>
        </div>
        <Form id={formId} form={form} onSubmit={save}>
          <ProfileCard control={form.control} />
        </Form>
        <EmailChangeDialog
          newEmail={pendingEmail}
          currentEmail={storedEmail}
          onCancel={() => {
            form.resetField("email", { defaultValue: storedEmail });
            setPendingEmail(null);
          }}
          onChanged={(student) => {
            form.reset(profileFormValues(student, user));
            setPendingEmail(null);
            onProfileSaved();
            toast({
              title: t("dashboard.emailChange.changed"),
              description: t("dashboard.emailChange.changedMessage", { email: student.email }),
            });
          }}
          onCloseAutoFocus={(event) => {
            // Back to the field the change was made in, which now shows the outcome.
            event.preventDefault();
            form.setFocus("email");
          }}
        />
        <VerificationCard facts={facts} />
        {codes}
        <ChangePasswordCard email={user.email} />
        <DataExportCard email={user.email} />
        <DeleteAccountCard email={user.email} />
        {/* Part of the profile form through `form`, though laid out after the other cards. */}
        <MarketingCard
          control={form.control}
          since={{
            emailMarketing: profile?.emailMarketingSince ?? null,
            whatsappMarketing: profile?.whatsappMarketingSince ?? null,
          }}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Link to={paths.home} className={buttonClassName({ variant: "outline", size: "lg" })}>
            {t("common.backToHome")}
          </Link>
          <Button type="submit" form={formId} size="lg" isPending={update.isPending}>
            {t("dashboard.save")}
          </Button>
        </div>
      </div>
    </div>
  );
}
