import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type SinkMessage = {
  /** The envelope's recipients. */
  to: string[];
  subject: string;
  /** The whole message as received, headers and every part. */
  raw: string;
  /** The body with quoted-printable soft line breaks and escapes undone: a link reads whole. */
  body: string;
};

function subjectOf(raw: string): string {
  const headers = raw.split(/\r?\n\r?\n/, 1)[0] ?? "";
  return /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(headers)?.[1]?.replace(/\r?\n[ \t]/g, " ") ?? "";
}

function decodedBody(raw: string): string {
  const body = raw.slice(raw.search(/\r?\n\r?\n/));
  return body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * A mail server on 127.0.0.1:`port` that keeps every message it is given, for the e2e server's
 * SMTP_URL (or a site test's, on port 0: any free port). It listens only between `start()` and
 * `stop()`: before, sends fail with ECONNREFUSED.
 */
export function smtpSink(port: number) {
  const messages: SinkMessage[] = [];
  let server: SMTPServer | undefined;

  async function listen() {
    const listening = new SMTPServer({
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          messages.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: subjectOf(raw),
            raw,
            body: decodedBody(raw),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      listening.on("error", reject);
      listening.listen(port, "127.0.0.1", resolve);
    });
    server = listening;
  }

  return {
    messages,
    /**
     * Listens, once the port is free: the browser tests that read mail take turns on the one port
     * the e2e server sends to, each holding it from before it sends until `stop()`.
     */
    async start(waitMs = 60_000) {
      if (server) return;
      const until = Date.now() + waitMs;
      for (;;) {
        try {
          return await listen();
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE" || Date.now() > until) throw error;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      }
    },
    /** The port it listens on, once started. */
    port: () => (server?.server.address() as AddressInfo | null)?.port ?? port,
    async stop() {
      const listening = server;
      server = undefined;
      if (listening) await new Promise<void>((resolve) => listening.close(() => resolve()));
    },
    /** The first message sent to `address` whose subject has `subject` in it, if one came. */
    find(address: string, subject = ""): SinkMessage | undefined {
      return messages.find((message) => message.to.includes(address) && message.subject.includes(subject));
    },
  };
}
