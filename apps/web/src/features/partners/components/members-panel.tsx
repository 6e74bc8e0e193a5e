import { useState } from "react";
import {
  BRAND_ROLES,
  inviteSchema,
  type BrandRole,
  type Invitation,
  type Member,
} from "@studentperks/contracts/partners";
import { Alert } from "#web/components/ui/alert.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import { Form, FormField, useZodForm } from "#web/components/ui/form.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { serverMessage } from "#web/lib/api-client.ts";
import { formatDate } from "#web/lib/i18n/format.ts";
import { t, useLocale } from "#web/lib/i18n/index.ts";
import { mutateSettled } from "#web/lib/mutate-settled.ts";
import { applyServerIssues } from "#web/lib/server-issues.ts";
import { toast } from "#web/lib/toast.ts";
import {
  useInvite,
  usePartnerMembers,
  useRemoveMember,
  useResendInvitation,
  useRevokeInvitation,
} from "../api/members.ts";
import { roleLabel } from "./join-invitation.tsx";

const statusTones = { pending: "info", accepted: "success", revoked: "neutral", expired: "warning" } as const;
const statusKeys = {
  pending: "partners.invitation.pending",
  accepted: "partners.invitation.accepted",
  revoked: "partners.invitation.revoked",
  expired: "partners.invitation.expired",
} as const;

/** The brand's members and invitations; owners invite, resend, revoke and remove, others read. */
export function MembersPanel({ isOwner, userId }: { isOwner: boolean; userId: string }) {
  const members = usePartnerMembers();
  return (
    <section aria-labelledby="partner-members-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 id="partner-members-title" className="text-h2 text-ink-900">
          {t("partners.members.title")}
        </h2>
        <p className="text-sm text-ink-700">
          {t(isOwner ? "partners.members.introOwner" : "partners.members.intro")}
        </p>
      </div>
      {isOwner ? <InviteForm /> : null}
      {members.isPending ? (
        <Skeleton className="h-40 w-full" aria-busy="true" />
      ) : members.isError ? (
        <Alert variant="destructive" role="alert">
          {serverMessage(members.error) ?? t("partners.members.loadFailed")}
        </Alert>
      ) : (
        <>
          <MemberList members={members.data.members} isOwner={isOwner} userId={userId} />
          <InvitationList invitations={members.data.invitations} isOwner={isOwner} />
        </>
      )}
    </section>
  );
}

function MemberList({ members, isOwner, userId }: { members: Member[]; isOwner: boolean; userId: string }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="partner-members-list" className="flex flex-col gap-3">
      <h3 id="partner-members-list" className="text-h3 text-ink-900">
        {t("partners.members.people")}
      </h3>
      <ul className="flex flex-col divide-y divide-ink-100 rounded-card border border-ink-200 bg-white">
        {members.map((member) => (
          <li key={member.userId} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="flex min-w-0 flex-col">
              <span dir="auto" className="font-semibold text-ink-900">
                {member.name}
              </span>
              <span dir="ltr" className="text-start text-sm wrap-anywhere text-ink-700 rtl:text-end">
                {member.email}
              </span>
              <span className="text-xs text-ink-700">
                {t("partners.members.since", { date: formatDate(member.since, locale) })}
              </span>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={member.role === "owner" ? "brand" : "neutral"} className="text-sm">
                {roleLabel(member.role)}
              </Badge>
              {/* One's own membership is not removed from here (the last owner always stays). */}
              {isOwner && member.userId !== userId ? <RemoveMember member={member} /> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RemoveMember({ member }: { member: Member }) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveMember();
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {t("partners.members.remove")}
        <span className="sr-only">: {member.name}</span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t("partners.members.removeTitle", { name: member.name })}
        description={t("partners.members.removeDescription")}
        confirmLabel={t("partners.members.remove")}
        cancelLabel={t("partners.cancel")}
        action={() => remove.mutateAsync(member.userId)}
        onDone={() => toast({ title: t("partners.members.removed", { name: member.name }) })}
        failureFallback={t("partners.actionFailed")}
      />
    </>
  );
}

function InvitationList({ invitations, isOwner }: { invitations: Invitation[]; isOwner: boolean }) {
  const locale = useLocale();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const act = (mutation: typeof resend, id: number, done: string) =>
    mutation.mutate(id, {
      onSuccess: () => toast({ title: done }),
      onError: (error) =>
        toast({
          title: t("partners.actionFailed"),
          description: serverMessage(error),
          variant: "destructive",
        }),
    });
  return (
    <section aria-labelledby="partner-invitations-list" className="flex flex-col gap-3">
      <h3 id="partner-invitations-list" className="text-h3 text-ink-900">
        {t("partners.members.invitations")}
      </h3>
      {invitations.length === 0 ? (
        <p className="text-sm text-ink-700">{t("partners.members.noInvitations")}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-ink-100 rounded-card border border-ink-200 bg-white">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="flex min-w-0 flex-col gap-0.5">
                <span dir="ltr" className="text-start font-semibold wrap-anywhere text-ink-900 rtl:text-end">
                  {invitation.email}
                </span>
                <span className="text-sm text-ink-700">
                  {roleLabel(invitation.role)}
                  {" · "}
                  {t("partners.members.expires", { date: formatDate(invitation.expiresAt, locale) })}
                </span>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant={statusTones[invitation.status]} className="text-sm">
                  {t(statusKeys[invitation.status])}
                </Badge>
                {isOwner && (invitation.status === "pending" || invitation.status === "expired") ? (
                  <Button
                    variant="outline"
                    size="sm"
                    isPending={resend.isPending && resend.variables === invitation.id}
                    onClick={() =>
                      act(resend, invitation.id, t("partners.members.resent", { email: invitation.email }))
                    }
                  >
                    {t("partners.members.resend")}
                    <span className="sr-only">: {invitation.email}</span>
                  </Button>
                ) : null}
                {isOwner && invitation.status === "pending" ? (
                  <Button
                    variant="outline"
                    size="sm"
                    isPending={revoke.isPending && revoke.variables === invitation.id}
                    onClick={() =>
                      act(revoke, invitation.id, t("partners.members.revoked", { email: invitation.email }))
                    }
                  >
                    {t("partners.members.revoke")}
                    <span className="sr-only">: {invitation.email}</span>
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function InviteForm() {
  const invite = useInvite();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(inviteSchema, { defaultValues: { email: "", role: "editor" as BrandRole } });
  return (
    <Form
      form={form}
      aria-labelledby="partner-invite-title"
      className="rounded-card border border-ink-200 bg-white p-4 shadow-card sm:p-5"
      onSubmit={(values) => {
        setFailure(null);
        return mutateSettled(invite, values, {
          onSuccess: () => {
            toast({ title: t("partners.members.invited", { email: values.email }) });
            form.reset({ email: "", role: values.role });
          },
          onError: (error) => {
            const marked = applyServerIssues(
              error,
              (path) => (path === "email" || path === "role" ? path : undefined),
              (field, message) => form.setError(field, { message }, { shouldFocus: true }),
            );
            if (marked === 0) setFailure(serverMessage(error) ?? t("partners.actionFailed"));
          },
        });
      }}
    >
      <h3 id="partner-invite-title" className="text-h3 text-ink-900">
        {t("partners.members.invite")}
      </h3>
      <div className="grid gap-4 sm:grid-cols-[1fr_14rem_auto] sm:items-start">
        <FormField
          control={form.control}
          name="email"
          label={t("form.email")}
          render={(field, aria) => (
            <Input
              {...field}
              {...aria}
              type="email"
              autoComplete="off"
              dir="ltr"
              placeholder={t("form.emailPlaceholder")}
            />
          )}
        />
        <FormField
          control={form.control}
          name="role"
          label={t("partners.join.role")}
          render={(field, aria) => (
            <Select {...field} {...aria}>
              {BRAND_ROLES.map((role) => (
                <option key={role} value={role}>
                  {roleLabel(role)}
                </option>
              ))}
            </Select>
          )}
        />
        <Button type="submit" isPending={invite.isPending} className="sm:mt-7">
          {t("partners.members.send")}
        </Button>
      </div>
      <FormFailure message={failure} />
    </Form>
  );
}

function FormFailure({ message }: { message: string | null }) {
  return (
    <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
      {message}
    </p>
  );
}
