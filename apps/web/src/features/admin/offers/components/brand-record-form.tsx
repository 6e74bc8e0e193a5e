import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useNavigate } from "react-router";
import {
  BRAND_COLOUR_PATTERN,
  brandInputSchema,
  type AdminBrand,
  type BrandFields,
  type BrandInput,
} from "@studentperks/contracts/admin/brands";
import { Form, useZodForm } from "#web/components/ui/form.tsx";
import { errorCode, serverMessage } from "#web/lib/api-client.ts";
import { cn } from "#web/lib/cn.ts";
import { applyServerIssues } from "#web/lib/server-issues.ts";
import { isSessionEnded } from "#web/lib/session-ended.ts";
import { toast } from "#web/lib/toast.ts";
import { adminPaths } from "#web/features/admin/shared/admin-paths.ts";
import { PageFormActions } from "#web/features/admin/shared/components/form-parts.tsx";
import { useSaveBrand } from "../api/brands.ts";
import { offersText } from "../messages.ts";
import { LogoField } from "./logo-field.tsx";
import { FieldSection } from "#web/components/form-fields/field-section.tsx";
import { TextField } from "#web/components/form-fields/text-field.tsx";

type Field = keyof BrandInput;
type RecordForm = UseFormReturn<BrandInput, unknown, BrandFields>;

const FIELDS: readonly Field[] = [
  "slug",
  "name",
  "logoUrl",
  "websiteUrl",
  "description",
  "descriptionAr",
  "colour",
];
const fieldOf = (path: string) => FIELDS.find((field) => field === path);
/** A refusal that is about one field (409s carry no issues). */
const CONFLICT_FIELD: Record<string, Field> = { SLUG_TAKEN: "slug", NAME_TAKEN: "name" };

/** The form holds what the inputs hold: "" for a field the record leaves empty. */
function recordValues(brand: AdminBrand): Required<BrandInput> {
  return {
    slug: brand.slug,
    name: brand.name,
    logoUrl: brand.logoUrl ?? "",
    websiteUrl: brand.websiteUrl ?? "",
    description: brand.description ?? "",
    descriptionAr: brand.descriptionAr ?? "",
    colour: brand.colour ?? "",
  };
}

/** A brand's record as staff edit it (issue 37): every field saved at once, an empty one cleared. */
export function BrandRecordForm({ brand }: { brand: AdminBrand }) {
  const navigate = useNavigate();
  const form = useZodForm(brandInputSchema, {
    defaultValues: recordValues(brand),
  });
  const save = useSaveBrand(brand.slug);
  const [formError, setFormError] = useState<string | null>(null);

  async function store() {
    setFormError(null);
    try {
      const saved = await save.mutateAsync(form.getValues());
      form.reset(recordValues(saved));
      toast({ title: offersText("record.saved", { name: saved.name }) });
      // The page's address names the slug: it follows a new one.
      if (saved.slug !== brand.slug) void navigate(adminPaths.brandEdit(saved.slug), { replace: true });
    } catch (error) {
      // A session that ended is told once for the whole page (lib/session-ended.ts).
      if (isSessionEnded(error)) return;
      let first = true;
      const mark = (field: Field, message: string) => {
        form.setError(field, { message }, { shouldFocus: first });
        first = false;
      };
      const conflict = CONFLICT_FIELD[errorCode(error) ?? ""];
      if (conflict) mark(conflict, serverMessage(error) ?? offersText("record.saveFailed"));
      const marked = applyServerIssues(error, fieldOf, mark) + (conflict ? 1 : 0);
      setFormError(
        marked > 0
          ? offersText("record.fixFields")
          : (serverMessage(error) ?? offersText("record.saveFailed")),
      );
    }
  }

  return (
    <Form
      form={form}
      onSubmit={() => store()}
      aria-label={offersText("record.formLabel", { name: brand.name })}
    >
      <FieldSection title={offersText("record.section.brand")}>
        <TextField
          form={form}
          name="name"
          label={offersText("record.name")}
          hint={offersText("record.nameHint")}
        />
        <TextField
          form={form}
          name="slug"
          kind="code"
          label={offersText("record.slug")}
          hint={offersText("record.slugHint")}
        />
        <LogoField form={form} />
        <TextField form={form} name="websiteUrl" kind="url" label={offersText("record.websiteUrl")} />
      </FieldSection>
      <FieldSection title={offersText("record.section.about")}>
        <TextField form={form} name="description" label={offersText("record.descriptionEn")} multiline />
        <TextField
          form={form}
          name="descriptionAr"
          label={offersText("record.descriptionAr")}
          hint={offersText("record.descriptionArHint")}
          multiline
          kind="arabic"
        />
      </FieldSection>
      <FieldSection title={offersText("record.section.look")}>
        <ColourField form={form} />
      </FieldSection>
      <PageFormActions
        error={formError}
        isPending={save.isPending}
        back={{ to: adminPaths.brands, label: offersText("brandPage.back") }}
      />
    </Form>
  );
}

/** The colour as text (#rrggbb), with the browser's picker beside it and a swatch of what is typed. */
function ColourField({ form }: { form: RecordForm }) {
  const colour = (form.watch("colour") ?? "").trim().toLowerCase();
  const isColour = BRAND_COLOUR_PATTERN.test(colour);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <TextField
        form={form}
        name="colour"
        kind="code"
        label={offersText("record.colour")}
        hint={offersText("record.colourHint")}
        className="min-w-0 flex-1 basis-64"
      />
      <div className="flex items-center gap-2 pb-1">
        <span
          role="img"
          aria-label={offersText("record.colourPreview")}
          style={isColour ? { backgroundColor: colour } : undefined}
          // Hatched while the field holds no colour.
          className={cn(
            "size-10 rounded-lg border border-ink-300",
            !isColour && "bg-[repeating-linear-gradient(45deg,var(--color-ink-100)_0_4px,white_4px_8px)]",
          )}
        />
        <input
          type="color"
          aria-label={offersText("record.colourPicker")}
          value={isColour ? colour : "#000000"}
          onChange={(event) =>
            form.setValue("colour", event.target.value, { shouldDirty: true, shouldValidate: true })
          }
          className="h-10 w-12 cursor-pointer rounded-lg border border-ink-300 bg-white p-1 focus-visible:outline-2 focus-visible:outline-brand-800"
        />
      </div>
    </div>
  );
}
