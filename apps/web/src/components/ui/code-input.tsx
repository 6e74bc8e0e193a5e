// A one-time-code entry as separate cells (spec 001 §2: 6 cells). The value is the digits typed so
// far, without gaps: typing fills the next empty cell, Backspace steps back, a paste or the phone's
// code autofill spreads over the cells.
import { useEffect, useRef, type KeyboardEvent, type Ref } from "react";
import { cn } from "#web/lib/cn.ts";
import { t } from "#web/lib/i18n/index.ts";

interface CodeInputProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  length: number;
  id?: string;
  ref?: Ref<HTMLInputElement>;
  disabled?: boolean;
  "aria-invalid"?: true | undefined;
  "aria-describedby"?: string | undefined;
  "aria-labelledby"?: string;
}

export function CodeInput({ value, onChange, onBlur, length, id, ref, disabled, ...aria }: CodeInputProps) {
  const cells = useRef<(HTMLInputElement | null)[]>([]);
  const focusCell = (index: number) => cells.current[Math.max(0, Math.min(index, length - 1))]?.focus();
  // After typing, focus moves once the new value has rendered: the cells' focus rule reads it.
  const focusAfterChange = useRef<number | null>(null);
  const change = (next: string, focusIndex: number) => {
    focusAfterChange.current = focusIndex;
    onChange(next);
  };
  useEffect(() => {
    if (focusAfterChange.current === null) return;
    cells.current[Math.max(0, Math.min(focusAfterChange.current, length - 1))]?.focus();
    focusAfterChange.current = null;
  }, [value, length]);

  const type = (index: number, typed: string) => {
    const current = value[index];
    let digits = typed.replace(/\D/g, "");
    // Typing into a filled cell whose digit was not selected: keep only the new digit.
    if (current !== undefined && digits.length === 2) {
      digits = digits.startsWith(current) ? digits.slice(1) : digits.slice(0, 1);
    }
    if (digits === "") return;
    if (current !== undefined && digits.length === 1) {
      change(value.slice(0, index) + digits + value.slice(index + 1), index + 1);
      return;
    }
    const next = (value.slice(0, Math.min(index, value.length)) + digits).slice(0, length);
    change(next, next.length);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace") {
      event.preventDefault();
      const removeAt = index < value.length ? index : index - 1;
      if (removeAt < 0) return;
      change(value.slice(0, removeAt) + value.slice(removeAt + 1), removeAt);
    } else if (/^\d$/.test(event.key) && value[index] === event.key) {
      // Retyping the digit a cell already holds changes nothing, so move on by hand.
      event.preventDefault();
      focusCell(index + 1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      focusCell(index - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      focusCell(Math.min(index + 1, value.length));
    }
  };

  return (
    // Left to right in every language: the first digit in the left cell, and the arrow keys above
    // move the way they point.
    <div role="group" dir="ltr" aria-labelledby={aria["aria-labelledby"]} className="flex gap-2 sm:gap-3">
      {Array.from({ length }, (_, index) => (
        <input
          key={index}
          ref={(element) => {
            cells.current[index] = element;
            if (index === 0 && ref) {
              if (typeof ref === "function") ref(element);
              else ref.current = element;
            }
          }}
          id={index === 0 ? id : undefined}
          value={value[index] ?? ""}
          inputMode="numeric"
          autoComplete={index === 0 ? "one-time-code" : "off"}
          aria-label={t("form.codeDigit", { index: index + 1, length })}
          aria-invalid={aria["aria-invalid"]}
          aria-describedby={aria["aria-describedby"]}
          disabled={disabled}
          // Cells fill in order: focusing one past the typed digits moves to the next empty cell.
          onFocus={(event) => {
            if (index > value.length) focusCell(value.length);
            else event.currentTarget.select();
          }}
          onChange={(event) => type(index, event.currentTarget.value)}
          onPaste={(event) => {
            event.preventDefault();
            type(index, event.clipboardData.getData("text"));
          }}
          onKeyDown={(event) => onKeyDown(index, event)}
          onBlur={onBlur}
          className={cn(
            "h-12 w-full min-w-0 rounded-lg border border-ink-300 bg-white text-center text-xl font-semibold text-ink-900 shadow-card sm:h-14",
            "focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700",
            "disabled:opacity-50 aria-[invalid=true]:border-red-600",
          )}
        />
      ))}
    </div>
  );
}
