import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { BrandRole, InvitationPreview } from "@studentperks/contracts/partners";
import type { User } from "@studentperks/contracts/auth";
import { Alert } from "#web/components/ui/alert.tsx";
import { Button, buttonClassName } from "#web/components/ui/button.tsx";
import { CenteredCard } from "#web/components/ui/centered-card.tsx";
import { Form, FormField, useZodForm } from "#web/components/ui/form.tsx";
import { FormFailure } from "#web/components/ui/form-failure.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { NewPasswordFields } from "#web/components/form-fields/new-password-fields.tsx";
import { errorCode, serverMessage } from "#web/lib/api-client.ts";
import { t } from "#web/lib/i18n/index.ts";
import { mutateSettled } from "#web/lib/mutate-settled.ts";
import { paths } from "#web/lib/paths.ts";
import { rememberReturnTo } from "#web/lib/return-to.ts";
import { applyServerIssues } from "#web/lib/server-issues.ts";
import { toast } from "#web/lib/toast.ts";
import { useAcceptInvitation, useInvitation } from "../api/invitation.ts";
import { joinFormSchema, tokenOfHash } from "../lib/join-form.ts";

interface JoinInvitationProps {
  /** The signed-in account, or null for a visitor. */
  user: User | null;
  /** Still finding out whether someone is signed in. */
  isUserLoading: boolean;
}

/**
 * /partners/join#<token>: what the link invites to, then the way in: join with the signed-in
 * account, sign in to the account the address already has, or make the partner account here.
 */
export function JoinInvitation({ user, isUserLoading }: JoinInvitationProps) {
  const { hash } = useLocation();
  const token = tokenOfHash(hash);
  const invitation = useInvitation(token);

  if (!token) return <Refused message={t("partners.join.noToken")} />;
  if (invitation.isPending || isUserLoading) {
    return (
      <CenteredCard title={t("partners.join.loading")}>
        <div className="flex justify-center py-6" role="status">
          <Spinner />
        </div>
      </CenteredCard>
    );
  }
  if (invitation.isError) {
    return <Refused message={serverMessage(invitation.error) ?? t("partners.join.failed")} />;
  }
  return <Invitation token={token} hash={hash} preview={invitation.data} user={user} />;
}

function Refused({ message }: { message: string }) {
  return (
    <CenteredCard title={t("partners.join.refusedTitle")}>
      <div className="flex flex-col gap-5">
        <Alert variant="destructive" role="alert">
          {message}
        </Alert>
        <p className="text-sm text-ink-700">{t("partners.join.refusedHelp")}</p>
        <Link to={paths.home} className={buttonClassName({ variant: "outline" })}>
          {t("partners.join.home")}
        </Link>
      </div>
    </CenteredCard>
  );
}

const roleKeys = {
  owner: "partners.role.owner",
  editor: "partners.role.editor",
  viewer: "partners.role.viewer",
} as const;
const roleHelpKeys = {
  owner: "partners.roleHelp.owner",
  editor: "partners.roleHelp.editor",
  viewer: "partners.roleHelp.viewer",
} as const;

export const roleLabel = (role: BrandRole) => t(roleKeys[role]);

interface InvitationProps {
  token: string;
  hash: string;
  preview: InvitationPreview;
  user: User | null;
}

function Invitation({ token, hash, preview, user }: InvitationProps) {
  return (
    <CenteredCard
      eyebrow={t("partners.join.eyebrow")}
      title={t("partners.join.title", { brand: preview.brandName })}
      description={t("partners.join.description")}
    >
      <div className="flex flex-col gap-6">
        <dl className="grid gap-3 rounded-xl border border-ink-200 bg-ink-50 p-4 text-sm">
          <div className="flex flex-col gap-0.5">
            <dt className="text-xs font-medium text-ink-600">{t("partners.join.brand")}</dt>
            <dd dir="auto" className="font-semibold text-ink-900">
              {preview.brandName}
            </dd>
          </div>
          <div className="flex flex-col gap-0.5">
            <dt className="text-xs font-medium text-ink-600">{t("partners.join.invitedEmail")}</dt>
            <dd dir="ltr" className="text-start wrap-anywhere text-ink-900 rtl:text-end">
              {preview.email}
            </dd>
          </div>
          <div className="flex flex-col gap-0.5">
            <dt className="text-xs font-medium text-ink-600">{t("partners.join.role")}</dt>
            <dd className="text-ink-900">
              <span className="font-semibold">{roleLabel(preview.role)}</span>
              {" — "}
              {t(roleHelpKeys[preview.role])}
            </dd>
          </div>
        </dl>
        {user ? (
          <JoinSignedIn token={token} preview={preview} user={user} />
        ) : preview.accountExists ? (
          <SignInFirst hash={hash} email={preview.email} />
        ) : (
          <CreatePartnerAccount token={token} />
        )}
      </div>
    </CenteredCard>
  );
}

function useJoined() {
  const navigate = useNavigate();
  return (brand: string) => {
    toast({ title: t("partners.join.joined", { brand }), forNextScreen: true });
    void navigate(paths.partners, { replace: true });
  };
}

function JoinSignedIn({ token, preview, user }: { token: string; preview: InvitationPreview; user: User }) {
  const accept = useAcceptInvitation(token);
  const joined = useJoined();
  const [failure, setFailure] = useState<string | null>(null);
  const isOtherAddress = user.email.toLowerCase() !== preview.email.toLowerCase();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-700">
        {t("partners.join.signedInAs")} <span dir="ltr">{user.email}</span>
      </p>
      {isOtherAddress ? <Alert>{t("partners.join.otherAddress", { email: preview.email })}</Alert> : null}
      <FormFailure id="join-failure" message={failure} />
      <Button
        size="lg"
        isPending={accept.isPending}
        aria-describedby={failure ? "join-failure" : undefined}
        onClick={() => {
          setFailure(null);
          void mutateSettled(
            accept,
            {},
            {
              onSuccess: () => joined(preview.brandName),
              onError: (error) => setFailure(serverMessage(error) ?? t("partners.join.failed")),
            },
          );
        }}
      >
        {t("partners.join.join", { brand: preview.brandName })}
      </Button>
    </div>
  );
}

function SignInFirst({ hash, email }: { hash: string; email: string }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-700">
        {t("partners.join.accountExists")} <span dir="ltr">{email}</span>
      </p>
      <Link
        to={paths.login}
        onClick={() => rememberReturnTo(`${paths.partnerJoin}${hash}`)}
        className={buttonClassName({ size: "lg" })}
      >
        {t("partners.join.logIn")}
      </Link>
      <Link
        to={paths.forgotPassword}
        className="text-center text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
      >
        {t("partners.join.forgotPassword")}
      </Link>
    </div>
  );
}

const joinFields = ["firstName", "lastName", "password"] as const;
const fieldOf = (path: string) => joinFields.find((field) => field === path);

function CreatePartnerAccount({ token }: { token: string }) {
  const accept = useAcceptInvitation(token);
  const joined = useJoined();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(joinFormSchema, {
    defaultValues: { firstName: "", lastName: "", password: "", confirmPassword: "" },
  });
  return (
    <Form
      form={form}
      onSubmit={({ firstName, lastName, password }) => {
        setFailure(null);
        return mutateSettled(
          accept,
          { firstName, lastName, password },
          {
            onSuccess: (me) => joined(me.current?.name ?? ""),
            onError: (error) => {
              const marked = applyServerIssues(error, fieldOf, (field, message) =>
                form.setError(field, { message }, { shouldFocus: true }),
              );
              if (marked > 0) return;
              const message = serverMessage(error) ?? t("partners.join.failed");
              if (errorCode(error) === "PASSWORD_REFUSED") {
                form.setError("password", { message }, { shouldFocus: true });
              } else {
                setFailure(message);
              }
            },
          },
        );
      }}
    >
      <p className="text-sm text-ink-700">{t("partners.join.createAccount")}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          control={form.control}
          name="firstName"
          label={t("signup.firstName")}
          render={(field, control) => <Input {...field} {...control} autoComplete="given-name" />}
        />
        <FormField
          control={form.control}
          name="lastName"
          label={t("signup.lastName")}
          render={(field, control) => <Input {...field} {...control} autoComplete="family-name" />}
        />
      </div>
      <NewPasswordFields form={form} name="password" />
      <FormFailure id="join-account-failure" message={failure} />
      <Button
        type="submit"
        size="lg"
        isPending={accept.isPending}
        aria-describedby={failure ? "join-account-failure" : undefined}
      >
        {t("partners.join.createAndJoin")}
      </Button>
    </Form>
  );
}
