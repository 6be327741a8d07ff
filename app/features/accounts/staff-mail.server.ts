import { and, eq, gt, or } from "drizzle-orm";
import { createOutboxWorker } from "~/platform/outbox.server";
import type { Db } from "~/platform/db";
import type { Logger } from "~/platform/logger";
import type { Mailer } from "~/platform/mailer.server";
import { isStaffRole, roleLabels } from "./roles";
import { type StaffMailKind, staffMail, staffMailAttempts, staffMailKinds, staffUsers } from "./tables.server";

/** A reset link works for an hour; a request still unsent after that is not sent at all. */
export const PASSWORD_RESET_MS = 60 * 60 * 1000;
/** An invitation (a set-password link for a new account) stays valid three days. */
export const INVITATION_MS = 3 * 24 * 60 * 60 * 1000;

type StaffMailOptions = {
  db: Db;
  log: Logger;
  /** Unset when SMTP_URL is not: the mail then waits in the outbox. */
  mailer?: Mailer;
  /** A new set-password link for the account, valid `validMs`. */
  setPasswordLink: (userId: string, validMs: number) => Promise<string>;
};

type Recipient = { name: string; role: string };

/** What each kind of mail says, and how long its link (and the request to send it) lasts. */
const mailKinds: Record<StaffMailKind, { validMs: number; write: (to: Recipient, link: string) => { subject: string; text: string } }> = {
  "password-reset": {
    validMs: PASSWORD_RESET_MS,
    write: ({ name }, link) => ({
      subject: "Choose a new password for the LaCantina Doors admin",
      text: [
        `Hello ${name},`,
        "",
        "Someone asked to reset the password of your LaCantina Doors admin account. To choose a new password, open this link within an hour:",
        "",
        link,
        "",
        "The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.",
      ].join("\n"),
    }),
  },
  invitation: {
    validMs: INVITATION_MS,
    write: ({ name, role }, link) => ({
      subject: "Your account on the LaCantina Doors admin",
      text: [
        `Hello ${name},`,
        "",
        `An administrator has made you an account on the LaCantina Doors admin${isStaffRole(role) ? `, as ${roleLabels[role]}` : ""}. To choose your password, open this link within three days:`,
        "",
        link,
        "",
        "The link works once. If you did not expect this e-mail, ignore it.",
      ].join("\n"),
    }),
  },
};

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
    sendable: (now) =>
      mailer
        ? or(
            ...staffMailKinds.map((kind) =>
              and(eq(staffMail.kind, kind), gt(staffMail.createdAt, new Date(now.getTime() - mailKinds[kind].validMs))),
            ),
          )
        : null,
    async send(deliveryId) {
      const [mail] = await db
        .select({
          kind: staffMail.kind,
          userId: staffUsers.id,
          email: staffUsers.email,
          name: staffUsers.name,
          role: staffUsers.role,
          disabledAt: staffUsers.disabledAt,
        })
        .from(staffMail)
        .innerJoin(staffUsers, eq(staffUsers.id, staffMail.userId))
        .where(eq(staffMail.id, deliveryId));
      if (!mail || !mailer) throw new Error(`staff mail ${deliveryId} cannot be sent`);
      // Disabled since the mail was asked for: no link is made for it, and the mail is done with.
      if (mail.disabledAt) return;
      const kind = mailKinds[mail.kind];
      const link = await setPasswordLink(mail.userId, kind.validMs);
      await mailer.transport.sendMail({ from: mailer.from, to: mail.email, ...kind.write(mail, link) });
    },
  });

  return {
    /** Whether e-mail can be sent at all (SMTP_URL is set). */
    configured: mailer !== undefined,
    outbox: { deliverDue: outbox.deliverDue, start: outbox.start, stop: outbox.stop },

    /** Queues an e-mail with a set-password link for the account `userId`; the outbox sends it soon. */
    async queue(userId: string, kind: StaffMailKind): Promise<void> {
      await db.insert(staffMail).values({ userId, kind });
      outbox.wake();
    },
  };
}
