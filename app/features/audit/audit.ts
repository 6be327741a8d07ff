/** The parts of the admin whose changes the audit log records (issue 18). */
export const auditAreas = ["content", "media", "documents", "gallery", "redirects", "settings", "leads", "users", "dealers"] as const;
export type AuditArea = (typeof auditAreas)[number];

export const auditAreaLabels: Record<AuditArea, string> = {
  content: "Content",
  media: "Media",
  documents: "Documents",
  gallery: "Galleries",
  redirects: "Redirects",
  settings: "Site settings",
  leads: "Leads",
  users: "Users",
  dealers: "Dealers",
};

/** Who made a change: a signed-in member of staff (accounts' `Staff` fits). */
export type AuditActor = { id: string; name: string };

/** One change to record. `before` and `after` are plain JSON: the fields the change touched. */
export type AuditChange = {
  actor: AuditActor;
  area: AuditArea;
  action: string;
  subject: string;
  before?: unknown;
  after?: unknown;
  /** When it happened, where the change keeps the same time in its own rows; the database's clock otherwise. */
  at?: Date;
};

export type AuditEntry = {
  id: number;
  at: string;
  actorId: string;
  actorName: string;
  area: AuditArea;
  action: string;
  subject: string;
  before: unknown;
  after: unknown;
};
