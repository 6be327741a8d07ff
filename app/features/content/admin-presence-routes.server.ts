import { z } from "zod";
import { readFormBody } from "~/platform/form-post.server";
import type { PresenceAnswer } from "./presence";
import type { EditorPresence } from "./presence.server";

// The page editor's heartbeat: an open editor page says it is open (or closing) and hears who else
// has the page open. The route checks the role first.

export type PresenceServices = { content: { presence: Pick<EditorPresence, "beat" | "leave"> } };

const EntityId = z.coerce.number().int().min(1).max(2_147_483_647);

const PresenceForm = z.object({
  intent: z.enum(["open", "leave"]),
  /** One open editor page, named by the page itself (a random id). */
  visit: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
});

const refused = (message: string, status = 400) => Response.json({ message }, { status });

export async function editorPresenceAction(
  services: PresenceServices,
  idParam: string | undefined,
  request: Request,
  staff: { id: string; name: string },
): Promise<Response> {
  const id = EntityId.safeParse(idParam);
  const form = PresenceForm.safeParse(Object.fromEntries(await readFormBody(request)));
  if (!id.success) return refused("No such page.", 404);
  if (!form.success) return refused("This heartbeat was not sent as the editor page sends it.");
  const { intent, visit } = form.data;
  const headers = { "Cache-Control": "private, no-store" };
  if (intent === "leave") {
    await services.content.presence.leave(id.data, visit, staff);
    return new Response(null, { status: 204, headers });
  }
  const answer: PresenceAnswer = { editing: await services.content.presence.beat(id.data, visit, staff) };
  return Response.json(answer, { headers });
}
