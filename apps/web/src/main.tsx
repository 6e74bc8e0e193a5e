// The entry does little, so that running it is a short task: React and the app are chunks of their
// own (preloaded with it), run one or a few per task by runChunksInSlices, then the app starts.
import "./index.css";
import { preloadedChunks, runChunksInSlices } from "./app/preloaded-chunks.ts";

void runChunksInSlices(preloadedChunks())
  .then(() => import("./start-app.tsx"))
  .then(({ startApp }) => startApp());
