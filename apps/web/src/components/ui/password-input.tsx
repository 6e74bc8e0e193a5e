import { useState, type ComponentProps } from "react";
import Eye from "lucide-react/icons/eye";
import EyeOff from "lucide-react/icons/eye-off";
import { cn } from "#web/lib/cn.ts";
import { t } from "#web/lib/i18n/index.ts";
import { Input } from "./input.tsx";

/** A password field with a show/hide toggle; the toggle's name says what pressing it does. */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div className="relative">
      <Input type={isVisible ? "text" : "password"} className={cn("pe-12", className)} {...props} />
      <button
        type="button"
        aria-label={t(isVisible ? "form.hidePassword" : "form.showPassword")}
        aria-controls={props.id}
        onClick={() => setIsVisible((visible) => !visible)}
        className="absolute inset-y-0 end-0 inline-flex w-11 items-center justify-center rounded-e-lg text-ink-600 hover:text-ink-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-800"
      >
        {isVisible ? (
          <EyeOff aria-hidden="true" className="size-5" />
        ) : (
          <Eye aria-hidden="true" className="size-5" />
        )}
      </button>
    </div>
  );
}
