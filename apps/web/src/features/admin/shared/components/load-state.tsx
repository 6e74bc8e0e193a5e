import type { ReactNode } from "react";
import { Alert } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { consoleText } from "../messages.ts";

interface LoadStateProps<T> {
  query: { data: T | undefined; error: Error | null; isPending: boolean; refetch: () => unknown };
  children: (data: T) => ReactNode;
}

/** A query's three faces: a skeleton while loading, the error with a retry, then the content. */
export function LoadState<T>({ query, children }: LoadStateProps<T>) {
  if (query.error) {
    return (
      <Alert variant="destructive" role="alert" className="items-center justify-between">
        <span>{consoleText("common.loadFailed", { message: query.error.message })}</span>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {consoleText("common.retry")}
        </Button>
      </Alert>
    );
  }
  if (query.isPending || query.data === undefined) {
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  return children(query.data);
}
