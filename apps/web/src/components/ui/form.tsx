// The one form wrapper every form uses: react-hook-form with a zod resolver, and
// FormField for label + control + hint + error, wired with aria-invalid and aria-describedby.
import {
  useEffect,
  useId,
  useRef,
  useState,
  useTransition,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from "react";
import {
  useController,
  useForm,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
} from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type * as z from "zod";
import { cn } from "#web/lib/cn.ts";
import { useIsHydrated } from "#web/lib/use-is-hydrated.ts";
import { Label } from "./label.tsx";

/**
 * A form's schema, or a function that loads it. Building zod schemas costs a page's start-up tens of
 * milliseconds on a phone, so a prerendered page's form loads its schema when it is first focused.
 */
export type SchemaSource<In extends FieldValues, Out extends FieldValues> =
  z.ZodType<Out, In> | (() => Promise<z.ZodType<Out, In>>);

export interface SchemaResolver<In extends FieldValues, Out extends FieldValues> {
  resolve: Resolver<In, unknown, Out>;
  /** Starts loading the schema (once); the first check waits for it anyway. */
  preload: () => void;
}

export function schemaResolver<In extends FieldValues, Out extends FieldValues>(
  source: SchemaSource<In, Out>,
): SchemaResolver<In, Out> {
  if (typeof source !== "function") return { resolve: zodResolver(source), preload: () => undefined };
  let loading: Promise<Resolver<In, unknown, Out>> | undefined;
  const load = () =>
    (loading ??= source().then(
      (schema) => zodResolver(schema),
      (error: unknown) => {
        loading = undefined; // a chunk that failed to arrive is asked for again next time
        throw error;
      },
    ));
  return {
    resolve: async (values, context, options) => (await load())(values, context, options),
    preload: () => void load().catch(() => undefined),
  };
}

// How each form's schema is preloaded, for <Form>, which gets the form's methods and not the hook's.
const preloads = new WeakMap<object, () => void>();

/**
 * useForm validated by the schema; submit handlers receive the schema's parsed output. The schema (or
 * its loader) is read once, at the first render: pass a module-level schema, not one built per render.
 */
export function useZodForm<In extends FieldValues, Out extends FieldValues>(
  schema: SchemaSource<In, Out>,
  props?: Omit<UseFormProps<In, unknown, Out>, "resolver">,
): UseFormReturn<In, unknown, Out> {
  const [resolver] = useState(() => schemaResolver(schema));
  return useResolvedForm(resolver, props);
}

/** useForm validated by `resolver` (made once, e.g. in a useState initializer), preloaded by <Form>. */
export function useResolvedForm<In extends FieldValues, Out extends FieldValues>(
  resolver: SchemaResolver<In, Out>,
  props?: Omit<UseFormProps<In, unknown, Out>, "resolver">,
): UseFormReturn<In, unknown, Out> {
  const form = useForm<In, unknown, Out>({ ...props, resolver: resolver.resolve });
  preloads.set(form.control, resolver.preload);
  return form;
}

interface FormProps<In extends FieldValues, Out extends FieldValues> extends Omit<
  ComponentProps<"form">,
  "onSubmit"
> {
  form: UseFormReturn<In, unknown, Out>;
  /**
   * Return the request's promise: until it settles and what it leads to is drawn, another submit
   * (a double click, Enter twice) is ignored.
   */
  onSubmit: SubmitHandler<Out>;
}

export function Form<In extends FieldValues, Out extends FieldValues>({
  form,
  onSubmit,
  className,
  children,
  ...props
}: FormProps<In, Out>) {
  // A ref, not state: the second click of a double click arrives before React re-renders the
  // button as busy, and must find the form already submitting.
  const submitting = useRef(false);
  // The submit runs as an action, so what its answer sets off (a navigation is a transition) commits
  // with the end of it: the form stays closed until the screen the answer leads to is drawn, not
  // only until the answer arrives. A slow phone draws the next step long after a fast answer.
  const [isSubmitting, startSubmitting] = useTransition();
  useEffect(() => {
    if (!isSubmitting) submitting.current = false;
  }, [isSubmitting]);
  const hydrated = useIsHydrated();
  return (
    <form
      noValidate
      onFocus={() => preloads.get(form.control)?.()}
      onSubmit={(event) => {
        event.preventDefault();
        if (submitting.current) return;
        submitting.current = true;
        // Started outside the transition: the form's own state (errors, isSubmitting) shows at once.
        const submitted = form.handleSubmit(onSubmit)(event);
        startSubmitting(async () => {
          // A handler that throws is a bug to report, not a reason to take the page down.
          await submitted.catch(reportError);
        });
      }}
      // Fields focused for an error stay clear of the sticky header.
      className={cn("flex flex-col gap-5 [&_:is(input,select,textarea)]:scroll-mt-28", className)}
      {...props}
    >
      {/* A prerendered form waits for React: typed text would be reset when it takes over, and Enter
          would submit natively, putting the fields (a password) in the address. */}
      <fieldset disabled={!hydrated} data-hydrating={hydrated ? undefined : ""} className="contents">
        {children}
      </fieldset>
    </form>
  );
}

/** What the control needs to be labelled and described. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface FormFieldProps<In extends FieldValues, N extends FieldPath<In>, Out extends FieldValues> {
  control: Control<In, unknown, Out>;
  name: N;
  label: ReactNode;
  hint?: ReactNode;
  /** stacked: label above; inline: control then label (checkbox); between: label left, control right (switch). */
  layout?: "stacked" | "inline" | "between";
  className?: string;
  render: (field: ControllerRenderProps<In, N>, control: FieldControlProps) => ReactElement;
}

export function FormField<In extends FieldValues, N extends FieldPath<In>, Out extends FieldValues>({
  control,
  name,
  label,
  hint,
  layout = "stacked",
  className,
  render,
}: FormFieldProps<In, N, Out>) {
  const { field, fieldState } = useController({ control, name });
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = fieldState.error?.message ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const element = render(field, {
    id,
    "aria-invalid": fieldState.invalid ? true : undefined,
    "aria-describedby": describedBy,
  });
  const labelElement = (
    <Label htmlFor={id} className={layout === "inline" ? "font-normal text-ink-700" : undefined}>
      {label}
    </Label>
  );
  const hintElement = hint ? (
    <p id={hintId} className="text-sm text-ink-600">
      {hint}
    </p>
  ) : null;

  return (
    <div className={cn("flex flex-col gap-2", className)}>
      {layout === "stacked" ? (
        <>
          {labelElement}
          {element}
          {hintElement}
        </>
      ) : layout === "inline" ? (
        <div className="flex items-start gap-3">
          <div className="flex h-5 items-center">{element}</div>
          <div className="flex flex-col gap-1">
            {labelElement}
            {hintElement}
          </div>
        </div>
      ) : (
        <div className="flex items-center justify-between gap-4">
          <div className="flex flex-col gap-1">
            {labelElement}
            {hintElement}
          </div>
          {element}
        </div>
      )}
      {errorId ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {fieldState.error?.message}
        </p>
      ) : null}
    </div>
  );
}
