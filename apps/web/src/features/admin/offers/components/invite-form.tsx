import { useId, useState } from "react";
import { BRAND_ROLES, inviteSchema, type BrandRole } from "@studentperks/contracts/partners";
import { Button } from "#web/components/ui/button.tsx";
import { Form, FormField, useZodForm } from "#web/components/ui/form.tsx";
import { FormFailure } from "#web/components/ui/form-failure.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { serverMessage } from "#web/lib/api-client.ts";
import { applyServerIssues } from "#web/lib/server-issues.ts";
import { isSessionEnded } from "#web/lib/session-ended.ts";
import { toast } from "#web/lib/toast.ts";
import { useInvite } from "../api/brand-members.ts";
import { offersText } from "../messages.ts";

/** Invite someone to the brand's partner portal: an e-mail with a single-use link, in the role chosen. */
export function InviteForm({ slug, brandName }: { slug: string; brandName: string }) {
  const failureId = useId();
  const invite = useInvite(slug);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(inviteSchema, { defaultValues: { email: "", role: "editor" } });

  async function send(values: { email: string; role: BrandRole }) {
    setFailure(null);
    try {
      const invitation = await invite.mutateAsync(values);
      form.reset({ email: "", role: values.role });
      toast({ title: offersText("members.invited", { email: invitation.email, brand: brandName }) });
    } catch (error) {
      // A session that ended is told once for the whole page (lib/session-ended.ts).
      if (isSessionEnded(error)) return;
      const marked = applyServerIssues(
        error,
        (path) => (path === "email" || path === "role" ? path : undefined),
        (field, message) => form.setError(field, { message }, { shouldFocus: true }),
      );
      if (marked === 0) setFailure(serverMessage(error) ?? offersText("members.inviteFailed"));
    }
  }

  return (
    <Form
      form={form}
      onSubmit={send}
      aria-label={offersText("members.inviteTitle")}
      className="grid items-start gap-4 sm:grid-cols-[1fr_14rem_auto]"
    >
      <FormField
        control={form.control}
        name="email"
        label={offersText("members.email")}
        render={(field, control) => (
          <Input {...field} {...control} type="email" autoComplete="off" spellCheck={false} dir="ltr" />
        )}
      />
      <FormField
        control={form.control}
        name="role"
        label={offersText("members.role")}
        hint={offersText(`roleHint.${form.watch("role") as BrandRole}`)}
        render={(field, control) => (
          <Select {...field} {...control}>
            {BRAND_ROLES.map((role) => (
              <option key={role} value={role}>
                {offersText(`role.${role}`)}
              </option>
            ))}
          </Select>
        )}
      />
      <div className="flex flex-col gap-2 sm:pt-7">
        <Button
          type="submit"
          variant="dark"
          className="h-11"
          isPending={form.formState.isSubmitting}
          aria-describedby={failure ? failureId : undefined}
        >
          {offersText("members.invite")}
        </Button>
      </div>
      {failure ? (
        <div className="sm:col-span-3">
          <FormFailure id={failureId} message={failure} />
        </div>
      ) : null}
    </Form>
  );
}
