import { and, eq, gt } from "drizzle-orm";
import type { SendMailOptions } from "nodemailer";
import { createOutboxWorker } from "~/lib/outbox.server";
import type { Db } from "~/platform/db";
import type { Logger } from "~/platform/logger";
import { staffMail, staffMailAttempts, staffUsers } from "./tables.server";

/** A reset link works for an hour; a request still unsent after that is not sent at all. */
export const PASSWORD_RESET_MS = 60 * 60 * 1000;

/** What sends the e-mail: nodemailer's SMTP transport in the process, a double in tests. */
export type MailTransport = { sendMail(message: SendMailOptions): Promise<unknown>; close(): void };
export type StaffMailer = { transport: MailTransport; from: string };

type StaffMailOptions = {
  db: Db;
  log: Logger;
  /** Unset when SMTP_URL is not: the mail then waits in the outbox. */
  mailer?: StaffMailer;
  /** A new set-password link for the account, valid `validMs`. */
  setPasswordLink: (userId: string, validMs: number) => Promise<string>;
};

function passwordResetEmail(name: string, link: string) {
  const text = [
    `Hello ${name},`,
    "",
    "Someone asked to reset the password of your LaCantina Doors admin account. To choose a new password, open this link within an hour:",
    "",
    link,
    "",
    "The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.",
  ].join("\n");
  return { subject: "Choose a new password for the LaCantina Doors admin", text };
}

/**
 * E-mail to members of staff through a durable outbox: queued with the request, sent by the
 * outbox's worker. The mail is written when it is sent, with a fresh link, so neither the token
 * nor the text is stored or logged.
 */
export function createStaffMail({ db, log, mailer, setPasswordLink }: StaffMailOptions) {
  const outbox = createOutboxWorker({
    db,
    log,
    name: "staff mail",
    deliveries: staffMail,
    attempts: staffMailAttempts,
    sendable: (now) => (mailer ? gt(staffMail.createdAt, new Date(now.getTime() - PASSWORD_RESET_MS)) : null),
    async send(deliveryId) {
      const [mail] = await db
        .select({ userId: staffUsers.id, email: staffUsers.email, name: staffUsers.name })
        .from(staffMail)
        .innerJoin(staffUsers, eq(staffUsers.id, staffMail.userId))
        .where(and(eq(staffMail.id, deliveryId), eq(staffMail.kind, "password-reset")));
      if (!mail || !mailer) throw new Error(`staff mail ${deliveryId} cannot be sent`);
      const link = await setPasswordLink(mail.userId, PASSWORD_RESET_MS);
      await mailer.transport.sendMail({ from: mailer.from, to: mail.email, ...passwordResetEmail(mail.name, link) });
    },
  });

  return {
    /** Whether e-mail can be sent at all (SMTP_URL is set). */
    configured: mailer !== undefined,
    outbox: {
      deliverDue: outbox.deliverDue,
      start: outbox.start,
      async stop() {
        await outbox.stop();
        mailer?.transport.close();
      },
    },

    /** Queues a password-reset e-mail for the account `userId`; the outbox sends it soon. */
    async queuePasswordReset(userId: string): Promise<void> {
      await db.insert(staffMail).values({ userId, kind: "password-reset" });
      outbox.wake();
    },
  };
}
