import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import "./index.css";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");

// A transition lets React render the first screen in small slices instead of one long task,
// so the page stays responsive while it starts (Total Blocking Time).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
