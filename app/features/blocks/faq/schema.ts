import { z } from "zod";
import { text } from "../shared/schema";

const QuestionAndAnswer = z.object({ question: text(300).default(""), answer: text(10000).default("") });

/** SPEC §3 qa_combo; an item without both a question and an answer is not shown (SPEC §5). */
export const FaqValue = z.object({
  kicker: text(120).optional(),
  header: text(200).optional(),
  qa_combo: z
    .array(QuestionAndAnswer)
    .max(100)
    .transform((items) => items.filter((item) => item.question !== "" && item.answer !== "")),
});
