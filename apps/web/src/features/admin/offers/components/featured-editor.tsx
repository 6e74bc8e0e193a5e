import { useId, useLayoutEffect, useRef, useState } from "react";
import { Link } from "react-router";
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import Plus from "lucide-react/icons/plus";
import X from "lucide-react/icons/x";
import { FEATURED_MAX, type FeaturedOffer } from "@studentperks/contracts/admin/offers";
import { Alert } from "#web/components/ui/alert.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { serverMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { adminPaths } from "#web/features/admin/shared/admin-paths.ts";
import { LoadState } from "#web/features/admin/shared/components/load-state.tsx";
import { consoleText } from "#web/features/admin/shared/messages.ts";
import { useFeaturedOffers, usePublishedOffers, useSaveFeatured } from "../api/featured.ts";
import { featuredCandidates, hiddenReason, moveItem, sameOrder, toFeatured } from "../lib/featured-row.ts";
import { offersText } from "../messages.ts";

type Control = "up" | "down" | "remove";
const ADD_SELECT = "add";

/** The home page's Featured row: loaded, then edited here and saved as a whole. */
export function FeaturedEditor() {
  const query = useFeaturedOffers();
  return <LoadState query={query}>{(saved) => <FeaturedRow saved={saved.offers} />}</LoadState>;
}

function FeaturedRow({ saved }: { saved: FeaturedOffer[] }) {
  const id = useId();
  const [row, setRow] = useState(saved);
  const [choice, setChoice] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveFeatured();
  const published = usePublishedOffers();
  const candidates = featuredCandidates(published.data ?? [], row);
  const isFull = row.length >= FEATURED_MAX;

  // A button that moves or goes away would take the keyboard focus with it: after each change the
  // focus goes where the person was, on the moved offer's button, the next offer's or the picker.
  const editor = useRef<HTMLDivElement>(null);
  const focusAfterChange = useRef<string | null>(null);
  useLayoutEffect(() => {
    const key = focusAfterChange.current;
    if (key === null) return;
    focusAfterChange.current = null;
    editor.current?.querySelector<HTMLElement>(`[data-focus-key="${key}"]`)?.focus();
  }, [row]);
  const keyOf = (offer: FeaturedOffer, control: Control) => `${offer.id}:${control}`;

  function change(next: FeaturedOffer[], focus: string, said: string) {
    focusAfterChange.current = focus;
    setRow(next);
    setAnnouncement(said);
    setFailure(null);
  }

  function move(index: number, by: -1 | 1) {
    const offer = row[index]!;
    const to = index + by;
    // At either end the button it was pressed with is disabled: the focus goes to the other one.
    const atEnd = by === -1 ? to === 0 : to === row.length - 1;
    const control: Control = by === -1 ? (atEnd ? "down" : "up") : atEnd ? "up" : "down";
    change(
      moveItem(row, index, by),
      keyOf(offer, control),
      offersText("featured.moved", { title: offer.title, position: to + 1, count: row.length }),
    );
  }

  function remove(index: number) {
    const offer = row[index]!;
    const next = row.filter((_, at) => at !== index);
    const neighbour = next[index] ?? next[index - 1];
    change(
      next,
      neighbour ? keyOf(neighbour, "remove") : ADD_SELECT,
      offersText("featured.removed", { title: offer.title }),
    );
  }

  function add() {
    const offer = candidates.find((candidate) => String(candidate.id) === choice);
    if (!offer || isFull) return;
    const added = toFeatured(offer);
    const next = [...row, added];
    setChoice("");
    change(
      next,
      // The picker is disabled once the row is full; the new offer's Up button is not.
      next.length < FEATURED_MAX ? ADD_SELECT : keyOf(added, "up"),
      offersText("featured.added", { title: offer.title, position: next.length }),
    );
  }

  async function store() {
    setFailure(null);
    try {
      const answer = await save.mutateAsync(row.map((offer) => offer.id));
      setRow(answer.offers);
      toast({ title: offersText("featured.saved") });
    } catch (error) {
      setFailure(serverMessage(error) ?? offersText("featured.saveFailed"));
    }
  }

  return (
    <div ref={editor} className="flex flex-col gap-6">
      {row.length === 0 ? (
        <p className="text-sm text-ink-600">{offersText("featured.empty")}</p>
      ) : (
        <ol
          aria-label={offersText("featured.listLabel")}
          className="flex flex-col divide-y divide-ink-200 rounded-xl border border-ink-200 bg-white"
        >
          {row.map((offer, index) => {
            const hidden = hiddenReason(offer);
            return (
              <li key={offer.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 p-3">
                <span
                  aria-hidden="true"
                  className="w-6 text-end text-sm font-semibold text-ink-600 tabular-nums"
                >
                  {offersText("featured.position", { position: index + 1 })}
                </span>
                <div className="flex min-w-0 flex-1 basis-48 flex-col">
                  <Link
                    to={adminPaths.offer(offer.id)}
                    className="font-semibold break-words text-ink-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-800"
                  >
                    {offer.title}
                  </Link>
                  <span className="text-xs text-ink-600">{offer.brandName}</span>
                </div>
                {hidden ? <Badge variant="warning">{offersText(`featured.hidden.${hidden}`)}</Badge> : null}
                <div className="flex flex-wrap gap-1">
                  <Button
                    data-focus-key={keyOf(offer, "up")}
                    variant="outline"
                    size="sm"
                    aria-label={offersText("featured.moveUpLabel", { title: offer.title })}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp aria-hidden="true" />
                    {offersText("featured.moveUp")}
                  </Button>
                  <Button
                    data-focus-key={keyOf(offer, "down")}
                    variant="outline"
                    size="sm"
                    aria-label={offersText("featured.moveDownLabel", { title: offer.title })}
                    disabled={index === row.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                    {offersText("featured.moveDown")}
                  </Button>
                  <Button
                    data-focus-key={keyOf(offer, "remove")}
                    variant="ghost"
                    size="sm"
                    aria-label={offersText("featured.removeLabel", { title: offer.title })}
                    onClick={() => remove(index)}
                  >
                    <X aria-hidden="true" />
                    {offersText("featured.remove")}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-offer`}>{offersText("featured.addLabel")}</Label>
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1 basis-72">
            <Select
              id={`${id}-offer`}
              data-focus-key={ADD_SELECT}
              value={choice}
              disabled={isFull || published.isPending}
              aria-describedby={`${id}-add-hint`}
              onChange={(event) => setChoice(event.target.value)}
            >
              <option value="">{offersText("featured.addPlaceholder")}</option>
              {candidates.map((offer) => (
                <option key={offer.id} value={offer.id}>
                  {`${offer.brandName}: ${offer.title}`}
                </option>
              ))}
            </Select>
          </div>
          <Button variant="outline" className="h-11" disabled={!choice || isFull} onClick={add}>
            <Plus aria-hidden="true" />
            {offersText("featured.addButton")}
          </Button>
        </div>
        <p id={`${id}-add-hint`} className="text-sm text-ink-600">
          {isFull
            ? offersText("featured.full", { max: FEATURED_MAX })
            : published.error
              ? consoleText("common.loadFailed", { message: published.error.message })
              : published.data && candidates.length === 0
                ? offersText("featured.noCandidates")
                : offersText("featured.addHint")}
        </p>
      </div>

      {failure ? (
        <Alert variant="destructive" role="alert">
          {failure}
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="dark" isPending={save.isPending} onClick={() => void store()}>
          {consoleText("common.save")}
        </Button>
        {sameOrder(row, saved) ? null : (
          <p className="text-sm font-medium text-amber-900">{offersText("featured.unsaved")}</p>
        )}
      </div>
    </div>
  );
}
