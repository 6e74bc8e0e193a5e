import { LoadState } from "#web/features/admin/shared/components/load-state.tsx";
import { useVerificationQueue } from "../api/verifications.ts";
import { verificationsText } from "../messages.ts";
import { CardPhotoQueue } from "./card-photo-queue.tsx";
import { DocumentQueue } from "./document-queue.tsx";
import { DomainQueue } from "./domain-queue.tsx";

/** The queues staff work through, each oldest first. */
export function VerificationQueueView() {
  const query = useVerificationQueue();
  return (
    <LoadState query={query}>
      {(queue) => (
        <div className="flex flex-col gap-10">
          <section aria-labelledby="queue-documents" className="flex flex-col gap-3">
            <h2 id="queue-documents" tabIndex={-1} className="text-lg font-semibold text-ink-900">
              {verificationsText("documents.heading")}{" "}
              <span className="text-ink-600">({queue.documents.total})</span>
            </h2>
            <DocumentQueue documents={queue.documents} />
          </section>
          <section aria-labelledby="queue-domains" className="flex flex-col gap-3">
            <h2 id="queue-domains" className="text-lg font-semibold text-ink-900">
              {verificationsText("domains.heading")}{" "}
              <span className="text-ink-600">({queue.domainRequests.total})</span>
            </h2>
            <DomainQueue requests={queue.domainRequests} />
          </section>
          <section aria-labelledby="queue-photos" className="flex flex-col gap-3">
            <h2 id="queue-photos" tabIndex={-1} className="text-lg font-semibold text-ink-900">
              {verificationsText("photos.heading")}{" "}
              <span className="text-ink-600">({queue.cardPhotos.total})</span>
            </h2>
            <CardPhotoQueue photos={queue.cardPhotos} />
          </section>
        </div>
      )}
    </LoadState>
  );
}
