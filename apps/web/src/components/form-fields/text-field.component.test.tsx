import { useForm } from "react-hook-form";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "#web/test/render.tsx";
import { TextField, type TextKind } from "./text-field.tsx";

interface Values {
  field: string;
}

function OneField({ kind, multiline = false }: { kind?: TextKind; multiline?: boolean }) {
  const form = useForm<Values>({ defaultValues: { field: "" } });
  return <TextField form={form} name="field" label="The field" kind={kind} multiline={multiline} />;
}

const field = () => screen.getByLabelText("The field");

describe("TextField", () => {
  it("lets a text in either language set its own direction", () => {
    renderWithProviders(<OneField />);
    expect(field()).toHaveAttribute("dir", "auto");
    expect(field()).not.toHaveAttribute("lang");
  });

  it("types Arabic right to left and marks it as Arabic, in a text area too", () => {
    renderWithProviders(<OneField kind="arabic" multiline />);
    expect(field().tagName).toBe("TEXTAREA");
    expect(field()).toHaveAttribute("dir", "rtl");
    expect(field()).toHaveAttribute("lang", "ar");
  });

  it("keeps addresses, amounts and codes left to right, with the keyboard each needs", () => {
    const { unmount } = renderWithProviders(<OneField kind="url" />);
    expect(field()).toHaveAttribute("type", "url");
    expect(field()).toHaveAttribute("inputmode", "url");
    expect(field()).toHaveAttribute("dir", "ltr");
    unmount();

    const amount = renderWithProviders(<OneField kind="decimal" />);
    expect(field()).toHaveAttribute("inputmode", "decimal");
    expect(field()).toHaveAttribute("dir", "ltr");
    amount.unmount();

    renderWithProviders(<OneField kind="code" />);
    expect(field()).toHaveAttribute("dir", "ltr");
    expect(field()).toHaveAttribute("autocomplete", "off");
    expect(field()).toHaveAttribute("spellcheck", "false");
  });
});
