import nodemailer, { type SendMailOptions } from "nodemailer";
import type { PlatformConfig } from "./config";

/** What sends the e-mail: nodemailer's SMTP transport in the process, a double in tests. */
export type MailTransport = { sendMail(message: SendMailOptions): Promise<unknown>; close(): void };

/** The site's one way to send e-mail (staff mail and leads alike): a transport, and who the mail is from. */
export type Mailer = { transport: MailTransport; from: string };

/**
 * The mailer of SMTP_URL and SMTP_FROM, made once by the composition root, which closes it after
 * the outboxes that use it have stopped; undefined without SMTP_URL, and e-mail then waits in them.
 */
export function smtpMailer(config: Pick<PlatformConfig, "SMTP_URL" | "SMTP_FROM">): Mailer | undefined {
  return config.SMTP_URL ? { transport: nodemailer.createTransport(config.SMTP_URL), from: config.SMTP_FROM } : undefined;
}
