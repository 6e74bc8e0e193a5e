// A file picker that also takes a dropped file: one labelled file input (so keyboards and screen
// readers use it as usual) under a large drop target. Checking the file is the caller's business.
// With `previewAlt`, a chosen image is shown as a picture rather than as a file icon.
import { useEffect, useRef, useState, type Ref } from "react";
import FileText from "lucide-react/icons/file-text";
import UploadCloud from "lucide-react/icons/cloud-upload";
import X from "lucide-react/icons/x";
import { cn } from "#web/lib/cn.ts";
import { currentLocale } from "#web/lib/i18n/index.ts";
import { formatFileSize } from "#web/lib/i18n/format.ts";
import { Button } from "./button.tsx";

interface FileDropZoneProps {
  id?: string;
  ref?: Ref<HTMLInputElement>;
  file: File | null;
  /** Called with the chosen or dropped file. */
  onFile: (file: File) => void;
  onRemove: () => void;
  accept: string;
  prompt: string;
  hint: string;
  removeLabel: string;
  /** Show a chosen image, described by this text. */
  previewAlt?: string;
  disabled?: boolean;
  "aria-invalid"?: true | undefined;
  "aria-describedby"?: string | undefined;
}

export function FileDropZone({
  id,
  ref,
  file,
  onFile,
  onRemove,
  accept,
  prompt,
  hint,
  removeLabel,
  previewAlt,
  disabled,
  ...aria
}: FileDropZoneProps) {
  const [isOver, setIsOver] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);
  // After "remove", the picker comes back: keyboard focus goes to it rather than to the page.
  const focusPicker = useRef(false);
  useEffect(() => {
    if (!focusPicker.current || file) return;
    focusPicker.current = false;
    input.current?.focus();
  }, [file]);

  if (file) {
    return (
      <div className="flex items-center gap-3 rounded-xl border border-ink-300 bg-ink-50 p-3">
        {previewAlt && file.type.startsWith("image/") ? (
          <ImagePreview file={file} alt={previewAlt} />
        ) : (
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-brand-800">
            <FileText aria-hidden="true" className="size-5" />
          </span>
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="truncate text-sm font-medium text-ink-900">{file.name}</span>
          <span className="text-xs text-ink-600">{formatFileSize(file.size, currentLocale())}</span>
        </div>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => {
            focusPicker.current = true;
            onRemove();
          }}
          disabled={disabled}
          aria-label={removeLabel}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    );
  }

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setIsOver(false);
        const dropped = event.dataTransfer.files[0];
        if (dropped && !disabled) onFile(dropped);
      }}
      className={cn(
        "relative flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors",
        "focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700",
        // One border colour and one background at a time: cn does not resolve conflicting classes.
        isOver
          ? "border-brand-700 bg-brand-50"
          : aria["aria-invalid"]
            ? "border-red-600 bg-white hover:border-red-700"
            : "border-ink-300 bg-white focus-within:border-brand-700 hover:border-brand-700",
      )}
    >
      <UploadCloud aria-hidden="true" className="size-8 text-brand-800" />
      <span className="text-sm font-medium text-ink-900">{prompt}</span>
      <span className="text-xs text-ink-600">{hint}</span>
      {/* Covers the whole zone, so a click anywhere opens the picker. */}
      <input
        id={id}
        ref={(node) => {
          input.current = node;
          assignRef(ref, node);
        }}
        type="file"
        accept={accept}
        disabled={disabled}
        className="absolute inset-0 cursor-pointer opacity-0"
        onChange={(event) => {
          const chosen = event.currentTarget.files?.[0];
          event.currentTarget.value = "";
          if (chosen) onFile(chosen);
        }}
        {...aria}
      />
    </div>
  );
}

/**
 * The chosen image itself. Read as a data URL, which the page's Content-Security-Policy allows for
 * images (blob: URLs it does not).
 */
function ImagePreview({ file, alt }: { file: File; alt: string }) {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === "string") setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  const url = preview?.file === file ? preview.url : null;
  return (
    <span className="inline-flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-ink-200 bg-white">
      {url ? <img src={url} alt={alt} width={80} height={80} className="size-full object-contain" /> : null}
    </span>
  );
}

/** Hands a DOM node to a ref given as a prop. */
function assignRef<T>(ref: Ref<T> | undefined, node: T | null): void {
  if (typeof ref === "function") ref(node);
  else if (ref) ref.current = node;
}
