import { useId, type ReactNode } from "react";
import { INVITATION_DAYS, type Invitation, type Members } from "@studentperks/contracts/partners";
import { Badge } from "#web/components/ui/badge.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { DataTable, Td, Th } from "#web/features/admin/shared/components/data-table.tsx";
import { LoadState } from "#web/features/admin/shared/components/load-state.tsx";
import { formatDate, formatDateTime } from "#web/features/admin/shared/format.ts";
import { useBrandMembers } from "../api/brand-members.ts";
import { offersText } from "../messages.ts";
import { InvitationActions } from "./invitation-actions.tsx";
import { InviteForm } from "./invite-form.tsx";

const invitationBadge = {
  pending: "warning",
  accepted: "success",
  revoked: "neutral",
  expired: "danger",
} as const satisfies Record<Invitation["status"], string>;

function Section({ title, children }: { title: string; children: (headingId: string) => ReactNode }) {
  const headingId = useId();
  return (
    <Card className="flex flex-col gap-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-ink-900">
        {title}
      </h2>
      {children(headingId)}
    </Card>
  );
}

function MembersTable({ members, labelledBy }: { members: Members["members"]; labelledBy: string }) {
  if (members.length === 0) return <p className="text-sm text-ink-600">{offersText("members.none")}</p>;
  return (
    <DataTable aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <Th className="text-start">{offersText("members.col.name")}</Th>
          <Th className="text-start">{offersText("members.col.email")}</Th>
          <Th className="text-start">{offersText("members.col.role")}</Th>
          <Th className="text-start">{offersText("members.col.since")}</Th>
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <tr key={member.userId}>
            <Td className="font-semibold text-ink-900">{member.name}</Td>
            <Td label={offersText("members.col.email")}>
              <span dir="ltr" className="break-all">
                {member.email}
              </span>
            </Td>
            <Td label={offersText("members.col.role")}>{offersText(`role.${member.role}`)}</Td>
            <Td label={offersText("members.col.since")} className="whitespace-nowrap">
              {formatDate(member.since)}
            </Td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

function InvitationsTable({
  slug,
  invitations,
  labelledBy,
}: {
  slug: string;
  invitations: Invitation[];
  labelledBy: string;
}) {
  if (invitations.length === 0) {
    return <p className="text-sm text-ink-600">{offersText("members.noInvitations")}</p>;
  }
  return (
    <DataTable aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <Th className="text-start">{offersText("members.col.email")}</Th>
          <Th className="text-start">{offersText("members.col.role")}</Th>
          <Th className="text-start">{offersText("members.col.status")}</Th>
          <Th className="text-start">{offersText("members.col.dates")}</Th>
          <Th className="text-start">
            <span className="sr-only">{offersText("members.col.actions")}</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {invitations.map((invitation) => (
          <tr key={invitation.id}>
            <Td className="font-semibold text-ink-900">
              <span dir="ltr" className="break-all">
                {invitation.email}
              </span>
            </Td>
            <Td label={offersText("members.col.role")}>{offersText(`role.${invitation.role}`)}</Td>
            <Td label={offersText("members.col.status")}>
              <Badge variant={invitationBadge[invitation.status]}>
                {offersText(`invitation.${invitation.status}`)}
              </Badge>
            </Td>
            <Td label={offersText("members.col.dates")} className="text-xs text-ink-700">
              <span className="block">
                {offersText("members.sent", { date: formatDateTime(invitation.createdAt) })}
              </span>
              {invitation.status === "pending" || invitation.status === "expired" ? (
                <span className="block">
                  {offersText(invitation.status === "pending" ? "members.expires" : "members.expired", {
                    date: formatDateTime(invitation.expiresAt),
                  })}
                </span>
              ) : null}
            </Td>
            <Td>
              <InvitationActions slug={slug} invitation={invitation} />
            </Td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** A brand's partner accounts: who is a member and as what, the invitations sent, and a new one. */
export function BrandMembers({ slug, brandName }: { slug: string; brandName: string }) {
  const query = useBrandMembers(slug);
  return (
    <div className="flex flex-col gap-6">
      <Section title={offersText("members.inviteTitle")}>
        {() => (
          <>
            <p className="text-sm text-ink-600">
              {offersText("members.inviteHint", { days: INVITATION_DAYS })}
            </p>
            <InviteForm slug={slug} brandName={brandName} />
          </>
        )}
      </Section>
      <LoadState query={query}>
        {({ members, invitations }) => (
          <>
            <Section title={offersText("members.title", { count: members.length })}>
              {(headingId) => <MembersTable members={members} labelledBy={headingId} />}
            </Section>
            <Section title={offersText("members.invitations", { count: invitations.length })}>
              {(headingId) => (
                <InvitationsTable slug={slug} invitations={invitations} labelledBy={headingId} />
              )}
            </Section>
          </>
        )}
      </LoadState>
    </div>
  );
}
