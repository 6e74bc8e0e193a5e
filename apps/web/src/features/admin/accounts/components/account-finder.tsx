import { useId, useState } from "react";
import {
  accountLookupQuerySchema,
  adminAccountDeleteSchema,
  type AdminAccount,
} from "@studentperks/contracts/admin/accounts";
import { CONSENT_CHANNELS } from "@studentperks/contracts/consent";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent } from "#web/components/ui/dialog.tsx";
import { Form, FormField, useZodForm } from "#web/components/ui/form.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { ApiError, serverMessage } from "#web/lib/api-client.ts";
import { mutateSettled } from "#web/lib/mutate-settled.ts";
import { saveDownload } from "#web/lib/save-download.ts";
import { applyServerIssues } from "#web/lib/server-issues.ts";
import { toast, toastFailure } from "#web/lib/toast.ts";
import {
  DialogForm,
  DialogFormActions,
  FormError,
} from "#web/features/admin/shared/components/form-parts.tsx";
import { formatDate } from "#web/features/admin/shared/format.ts";
import { findAccount, useDeleteAccount, useExportAccount, useWithdrawConsent } from "../api/accounts.ts";
import { accountsText } from "../messages.ts";

const fullName = (account: AdminAccount) => `${account.firstName} ${account.lastName}`.trim();

/**
 * Finds an account by the e-mail it logs in with, then offers what the student could do themselves:
 * download their data, or delete their account (the e-mail typed again, in a dialog).
 */
export function AccountFinder() {
  const form = useZodForm(accountLookupQuerySchema, { defaultValues: { email: "" } });
  const [account, setAccount] = useState<AdminAccount | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <div className="flex flex-col gap-6">
      <Form
        form={form}
        className="flex flex-col gap-4 rounded-xl border border-ink-200 bg-white p-4 sm:flex-row sm:items-start sm:p-6"
        onSubmit={async ({ email }) => {
          setFailure(null);
          setAccount(null);
          try {
            setAccount((await findAccount(email)).account);
          } catch (error) {
            const none = error instanceof ApiError && error.status === 404;
            setFailure(
              none ? accountsText("find.none") : (serverMessage(error) ?? accountsText("find.none")),
            );
          }
        }}
      >
        <FormField
          control={form.control}
          name="email"
          label={accountsText("find.label")}
          hint={accountsText("find.hint")}
          className="flex-1"
          render={(field, control) => (
            <Input {...field} {...control} type="email" autoComplete="off" spellCheck={false} dir="ltr" />
          )}
        />
        <Button type="submit" className="sm:mt-7" isPending={form.formState.isSubmitting}>
          {accountsText("find.submit")}
        </Button>
      </Form>
      <FormError error={failure} />
      {account ? (
        <AccountCard account={account} onChanged={setAccount} onDeleted={() => setAccount(null)} />
      ) : null}
    </div>
  );
}

interface AccountCardProps {
  account: AdminAccount;
  onChanged: (account: AdminAccount) => void;
  onDeleted: () => void;
}

function AccountCard({ account, onChanged, onDeleted }: AccountCardProps) {
  const headingId = useId();
  const download = useExportAccount();
  const isStudent = account.role === "student";
  const facts: [string, string][] = [
    [accountsText("account.email"), account.email],
    [accountsText("account.role"), account.role],
    [accountsText("account.joined"), formatDate(account.createdAt)],
    [
      accountsText("account.verification"),
      account.verification
        ? [account.verification.status, account.verification.institution].filter(Boolean).join(" · ")
        : accountsText("account.notStarted"),
    ],
  ];
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-ink-200 bg-white p-4 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-ink-900">
        {accountsText("account.heading", { name: fullName(account) })}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-sm text-ink-600">{term}</dt>
            <dd className="break-all text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
      {isStudent ? <MarketingConsent account={account} onChanged={onChanged} /> : null}
      {isStudent ? (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            isPending={download.isPending}
            onClick={() =>
              mutateSettled(download, account.id, {
                onSuccess: ({ blob, fileName }) => {
                  saveDownload(blob, fileName ?? "studentperks-data.zip");
                  toast({
                    title: accountsText("export.done"),
                    description: accountsText("export.doneMessage"),
                  });
                },
                onError: (error) =>
                  toastFailure(accountsText("export.failed"), error, accountsText("export.failedFallback")),
              })
            }
          >
            {accountsText("export.button")}
          </Button>
          <DeleteAccountDialog account={account} onDeleted={onDeleted} />
        </div>
      ) : (
        <p className="text-sm text-ink-700">{accountsText("account.notStudent")}</p>
      )}
    </section>
  );
}

/**
 * Each channel's current choice and since when; staff may withdraw one for a student who asked. There
 * is no "agree" here: consent is the student's own act, in their dashboard.
 */
function MarketingConsent({ account, onChanged }: Omit<AccountCardProps, "onDeleted">) {
  const headingId = useId();
  const withdraw = useWithdrawConsent();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-ink-200 pt-4">
      <h3 id={headingId} className="font-semibold text-ink-900">
        {accountsText("marketing.heading")}
      </h3>
      <ul className="flex flex-col gap-2">
        {CONSENT_CHANNELS.map((channel) => {
          const { given, since } = account.marketing[channel];
          const name = accountsText(`marketing.${channel}`);
          const state = given
            ? since
              ? accountsText("marketing.agreedSince", { date: formatDate(since) })
              : accountsText("marketing.agreed")
            : since
              ? accountsText("marketing.notAgreedSince", { date: formatDate(since) })
              : accountsText("marketing.notAgreed");
          return (
            <li key={channel} className="flex flex-wrap items-center justify-between gap-2">
              <p>
                <span className="font-medium text-ink-900">{name}</span>
                <span className="text-ink-700">: {state}</span>
              </p>
              {given ? (
                <Button
                  variant="outline"
                  size="sm"
                  isPending={withdraw.isPending && withdraw.variables.channel === channel}
                  onClick={() =>
                    mutateSettled(
                      withdraw,
                      { id: account.id, channel },
                      {
                        onSuccess: (answer) => {
                          onChanged(answer.account);
                          toast({ title: answer.message });
                        },
                        onError: (error) =>
                          toastFailure(
                            accountsText("marketing.failed"),
                            error,
                            accountsText("marketing.failedFallback"),
                          ),
                      },
                    )
                  }
                >
                  {accountsText(`marketing.withdraw.${channel}`)}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-ink-600">{accountsText("marketing.note")}</p>
    </section>
  );
}

function DeleteAccountDialog({ account, onDeleted }: { account: AdminAccount; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const form = useZodForm(adminAccountDeleteSchema, { defaultValues: { confirmation: "" } });
  const [failure, setFailure] = useState<string | null>(null);
  const name = fullName(account);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {accountsText("delete.button")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogForm
            form={form}
            title={accountsText("delete.title", { name })}
            description={accountsText("delete.description")}
            onSubmit={({ confirmation }) => {
              setFailure(null);
              return mutateSettled(
                remove,
                { id: account.id, confirmation },
                {
                  onSuccess: () => {
                    setOpen(false);
                    toast({
                      title: accountsText("delete.done"),
                      description: accountsText("delete.doneMessage", { email: account.email }),
                    });
                    onDeleted();
                  },
                  onError: (error) => {
                    const marked = applyServerIssues(
                      error,
                      (path) => (path === "confirmation" ? path : undefined),
                      (field, message) => form.setError(field, { message }, { shouldFocus: true }),
                    );
                    if (marked === 0) setFailure(serverMessage(error) ?? accountsText("delete.failed"));
                  },
                },
              );
            }}
          >
            <FormField
              control={form.control}
              name="confirmation"
              label={accountsText("delete.confirmation")}
              render={(field, control) => (
                <Input
                  {...field}
                  {...control}
                  type="email"
                  autoComplete="off"
                  spellCheck={false}
                  dir="ltr"
                  autoFocus
                />
              )}
            />
            <DialogFormActions
              error={failure}
              isPending={form.formState.isSubmitting}
              submitLabel={accountsText("delete.submit")}
              submitVariant="danger"
            />
          </DialogForm>
        </DialogContent>
      </Dialog>
    </>
  );
}
