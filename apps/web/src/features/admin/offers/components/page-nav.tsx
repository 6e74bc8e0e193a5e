import { Button } from "#web/components/ui/button.tsx";
import { offersText } from "../messages.ts";

interface PageNavProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous / "Page 2 of 5" / Next under a paged console table; nothing when there is one page. */
export function PageNav({ page, pages, onPage }: PageNavProps) {
  if (pages <= 1) return null;
  const label = offersText("list.pageOf", { page, pages });
  return (
    <nav aria-label={label} className="flex items-center justify-center gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {offersText("list.previous")}
      </Button>
      <span className="text-sm text-ink-700">{label}</span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {offersText("list.next")}
      </Button>
    </nav>
  );
}
