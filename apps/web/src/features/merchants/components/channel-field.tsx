import Globe from "lucide-react/icons/globe";
import Layers from "lucide-react/icons/layers";
import Store from "lucide-react/icons/store";
import { REDEMPTION_CHANNELS } from "@studentperks/contracts/catalogue";
import { t } from "#web/lib/i18n/index.ts";
import type { PartnershipFormMethods } from "../hooks/use-partnership-form.ts";

const channelIcons = { online: Globe, in_store: Store, both: Layers } as const;

/** Where students use the offer (issue 35): online, in store with their card, or both. */
export function ChannelField({ form, disabled }: { form: PartnershipFormMethods; disabled: boolean }) {
  const error = form.formState.errors.redemptionChannel?.message;
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? "channel-hint channel-error" : "channel-hint"}
    >
      <legend className="mb-2 text-sm font-medium text-ink-800">{t("partnership.channel")}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {REDEMPTION_CHANNELS.map((channel) => {
          const Icon = channelIcons[channel];
          return (
            <label
              key={channel}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-ink-300 bg-white px-4 py-3 text-sm font-medium text-ink-900 transition-colors hover:border-brand-700 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                value={channel}
                disabled={disabled}
                className="size-4 accent-brand-700"
                {...form.register("redemptionChannel")}
              />
              <Icon aria-hidden="true" className="size-4 text-brand-800" />
              {t(`partnership.channel.${channel}`)}
            </label>
          );
        })}
      </div>
      <p id="channel-hint" className="text-sm text-ink-600">
        {t("partnership.channelHint")}
      </p>
      {error ? (
        <p id="channel-error" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
