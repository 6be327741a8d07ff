import type { SendMailOptions } from "nodemailer";
import type { MailTransport } from "../../app/platform/mailer.server";

/** A transport that keeps what it is given, and fails the next `failures` sends as a server that is down would. */
export function fakeTransport() {
  const transport = {
    sent: [] as SendMailOptions[],
    failures: 0,
    async sendMail(message: SendMailOptions) {
      if (transport.failures > 0) {
        transport.failures -= 1;
        throw new Error("connect ECONNREFUSED 127.0.0.1:25");
      }
      transport.sent.push(message);
    },
    close() {},
  };
  return transport satisfies MailTransport;
}

/** The first link in a sent mail's text. */
export const linkIn = (message: SendMailOptions | undefined) => /http:\/\/\S+/.exec(String(message?.text))?.[0] ?? "";
