/** A picture field's upload: under way (and waiting for the server to have room), or failed. */
export interface UploadStatus {
  busy: boolean;
  waiting: boolean;
  error: string | null;
}
