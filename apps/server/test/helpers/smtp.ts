// Real local SMTP servers for outbox tests: one that records what it accepts and can refuse the first
// tries, and one that accepts the connection and never says a word.
import { once } from "node:events";
import { createServer, type Socket } from "node:net";
import { SMTPServer } from "smtp-server";
import { createSmtpMailer } from "#server/services/mailer/smtp.ts";
import type { Mailer } from "#server/services/mailer/mailer.ts";

export interface Delivered {
  to: string[];
  subject: string;
}

export interface TestSmtpServer {
  /** Messages accepted, in order. */
  delivered: Delivered[];
  /** MAIL FROM commands seen: each is one try to send one message. */
  tries: number;
  mailer(): Mailer;
  close(): Promise<void>;
}

export interface TestSmtpOptions {
  /** Answers MAIL FROM with `451 try again later` for this many tries (Infinity: always). */
  failFirst?: number;
  /** Answers with a permanent 550 instead of a temporary 451. */
  permanent?: boolean;
}

export async function startSmtpServer(options: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const delivered: Delivered[] = [];
  const state = { tries: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    disableReverseLookup: true,
    onMailFrom(_address, _session, callback) {
      state.tries += 1;
      if (state.tries <= (options.failFirst ?? 0)) {
        const error = Object.assign(
          new Error(options.permanent ? "mailbox unavailable" : "try again later"),
          {
            responseCode: options.permanent ? 550 : 451,
          },
        );
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        delivered.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? "",
        });
        callback();
      });
    },
  });
  server.listen(0, "127.0.0.1");
  await once(server.server, "listening");
  const port = (server.server.address() as { port: number }).port;
  return {
    delivered,
    get tries() {
      return state.tries;
    },
    mailer: () => createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: "no-reply@studentperks.test" }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface SilentServer {
  /** Resolves when the first client has connected. */
  connected: Promise<void>;
  mailer(): Mailer;
  close(): Promise<void>;
}

/** Accepts TCP connections and never answers: a mail server that hangs. */
export async function startSilentServer(): Promise<SilentServer> {
  const sockets = new Set<Socket>();
  let onConnect = () => undefined as void;
  const connected = new Promise<void>((resolve) => (onConnect = resolve));
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    onConnect();
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as { port: number }).port;
  return {
    connected,
    mailer: () => createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: "no-reply@studentperks.test" }),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
