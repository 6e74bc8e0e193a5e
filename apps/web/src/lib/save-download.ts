// Hands a file fetched by a script (a POST that answered a ZIP) to the browser as a download.

/** Saves `blob` under `fileName`, then lets the object URL go. */
export function saveDownload(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Later, not now: some browsers read the URL only after the click's task.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
