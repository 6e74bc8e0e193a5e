import { Component, type ErrorInfo, type ReactNode } from "react";
import { Button } from "../components/ui/button.tsx";
import { t } from "../lib/i18n/index.ts";

interface RouteErrorBoundaryProps {
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  error: unknown;
}

/**
 * Route-level error boundary: a page that throws (or a lazy chunk that fails to load after a
 * deploy) shows this message instead of blanking the app. Key it by the path so that navigating
 * away gives the next page a fresh start.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): RouteErrorBoundaryState {
    return { error: error ?? new Error("Unknown error") };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    return (
      <div
        role="alert"
        className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center"
      >
        <h1 className="text-3xl font-bold text-ink-900">{t("error.title")}</h1>
        <p className="text-ink-600">{t("error.description")}</p>
        <Button onClick={() => window.location.reload()}>{t("error.reload")}</Button>
      </div>
    );
  }
}
