import { BrowserRouter } from "react-router";
import { AppProviders } from "./providers.tsx";
import { AppRoutes } from "./router.tsx";

export function App() {
  return (
    <BrowserRouter>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}
