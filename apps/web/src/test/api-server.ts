// The one MSW server of the component tests; each test adds the handlers of the calls it expects.
import { setupServer } from "msw/node";

export const apiServer = setupServer();
