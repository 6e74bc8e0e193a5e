// GET /api/health: readiness, for load balancers. 200 when this process can serve (every required
// dependency answered a real round trip: database, file storage), 503 when not; each dependency's
// state is in `checks` (Redis: degraded while the counters fall back to memory, still 200).
// GET /api/health/live: liveness, for process supervisors: 200 whenever the process answers at all,
// whatever its dependencies, so an outage elsewhere does not get healthy processes restarted.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "#server/lib/declared-route.ts";
import { createHealth, type HealthChecks } from "./checks.ts";

export const healthRoutes: FastifyPluginAsyncZod<{ checks: HealthChecks }> = async (app, { checks }) => {
  const health = createHealth(checks, app.log);
  route(
    app,
    "GET /api/health",
    // Never shed: a busy instance is not a dead one; pollers share one run of the checks.
    {
      config: { cost: "cheap" },
    },
    async (_request, reply) => {
      const answer = await health();
      return reply
        .code(answer.ready ? 200 : 503)
        .header("cache-control", "no-store")
        .send(answer);
    },
  );
  route(
    app,
    "GET /api/health/live",
    {
      config: { cost: "cheap" },
    },
    async (_request, reply) => reply.header("cache-control", "no-store").send({ status: "ok" }),
  );
};
