// How long the server waits for a client, and how long a connection may live (docs/operating.md "Timeouts,
// overload and shutdown"). A client that stalls or trickles is cut off instead of holding a socket.
import type { Server } from "node:http";
import type { FastifyHttpOptions } from "fastify";

export interface HttpLimits {
  /** Time to receive the request line and headers (slow-header clients). */
  headersTimeoutMs: number;
  /**
   * Time to receive the whole request, body included: a 5 MB document from a phone at ~0.5 Mbit/s,
   * or a 10 MB logo at ~1 Mbit/s, still fits.
   */
  requestTimeoutMs: number;
  /** Silence on a socket, in either direction, before it is closed: a stalled upload ends here. */
  idleTimeoutMs: number;
  /** An idle keep-alive connection is kept this long: past the 60 s idle timeout of common load balancers. */
  keepAliveTimeoutMs: number;
  /** Requests on one connection before it is closed, so long-lived clients rebalance across instances. */
  maxRequestsPerSocket: number;
}

export const HTTP_LIMITS: HttpLimits = {
  headersTimeoutMs: 15_000,
  requestTimeoutMs: 90_000,
  idleTimeoutMs: 30_000,
  keepAliveTimeoutMs: 72_000,
  maxRequestsPerSocket: 1_000,
};

/** The Fastify (and Node http) options for these limits. */
export function httpLimitOptions(limits: HttpLimits): FastifyHttpOptions<Server> {
  return {
    connectionTimeout: limits.idleTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      // Node checks the header and request timeouts on this interval (30 s by default, which would let
      // a 90 s limit run to 120 s).
      connectionsCheckingInterval: Math.min(5_000, limits.headersTimeoutMs, limits.requestTimeoutMs),
    },
  };
}
