// A file picker that also takes a dropped file: one labelled file input (so keyboards and screen
// readers use it as usual) under a large drop target. Checking the file is the caller's business.
import { useState, type Ref } from "react";
import FileText from "lucide-react/icons/file-text";
import UploadCloud from "lucide-react/icons/cloud-upload";
import X from "lucide-react/icons/x";
import { cn } from "../../lib/cn.ts";
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
  disabled?: boolean;
  "aria-invalid"?: true | undefined;
  "aria-describedby"?: string | undefined;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
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
  disabled,
  ...aria
}: FileDropZoneProps) {
  const [isOver, setIsOver] = useState(false);

  if (file) {
    return (
      <div className="flex items-center gap-3 rounded-xl border border-slate-300 bg-slate-50 p-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-brand-800">
          <FileText aria-hidden="true" className="size-5" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="truncate text-sm font-medium text-slate-900">{file.name}</span>
          <span className="text-xs text-slate-600">{formatBytes(file.size)}</span>
        </div>
        <Button variant="ghost" size="icon" onClick={onRemove} disabled={disabled} aria-label={removeLabel}>
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
        "relative flex flex-col items-center gap-2 rounded-xl border-2 border-dashed border-slate-300 bg-white px-4 py-8 text-center transition-colors",
        "focus-within:border-brand-700 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700 hover:border-brand-700",
        isOver && "border-brand-700 bg-brand-50",
        aria["aria-invalid"] && "border-red-600 hover:border-red-700",
      )}
    >
      <UploadCloud aria-hidden="true" className="size-8 text-brand-800" />
      <span className="text-sm font-medium text-slate-900">{prompt}</span>
      <span className="text-xs text-slate-600">{hint}</span>
      {/* Covers the whole zone, so a click anywhere opens the picker. */}
      <input
        id={id}
        ref={ref}
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
