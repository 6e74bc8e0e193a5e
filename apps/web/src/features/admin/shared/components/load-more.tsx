import { Button } from "#web/components/ui/button.tsx";

interface LoadMoreProps {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  label: string;
}

/** The next page of a paged console list, offered only while there is one. */
export function LoadMore({ query, label }: LoadMoreProps) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      className="self-center"
      isPending={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {label}
    </Button>
  );
}
