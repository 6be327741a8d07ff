import { Form, useNavigation } from "react-router";
import { useSite } from "~/lib/use-site";
import type { DealerResponse, OfferFacts } from "./dealer-response";
import { SubmitButton } from "./LeadFormFrame";
import { LeadFormPage } from "./LeadFormPage";
import type { OfferDecision } from "./routing";

const earlier: Record<OfferDecision, (at: string) => string> = {
  accepted: (at) => `This lead was accepted on ${at}.`,
  passed: (at) => `This lead was passed on ${at}, and has gone to another dealer or to our sales team.`,
  no_answer: (at) => `This lead went to another dealer on ${at}, as it had no answer in time.`,
  withdrawn: (at) => `Our sales team took this lead back on ${at}.`,
};

/** The heading each answer of a link takes. */
function dealerResponseTitle(response: DealerResponse): string {
  switch (response.status) {
    case "invalid":
      return "This link is not valid";
    case "expired":
      return "This link has expired";
    case "gone":
      return "This lead is no longer available";
    case "open":
      return response.answer === "accept" ? "Accept this lead?" : "Pass on this lead?";
    case "decided":
      if (!response.justNow) return "This lead has already been answered";
      return response.decision === "accepted" ? "The lead is yours" : "Thank you, we have passed the lead on";
  }
}

function OfferSummary({ offer }: { offer: OfferFacts }) {
  return (
    <p>
      {offer.leadTitle} from the website{offer.place ? ` near ${offer.place}` : ""}, received {offer.receivedAt}, offered to{" "}
      {offer.dealerName}.
    </p>
  );
}

/**
 * The page of a dealer's Accept or Pass link (issue 36). Opening it decides nothing: it says what
 * the button will do, and the button posts the answer.
 */
export function DealerResponsePage({ response }: { response: DealerResponse }) {
  const { salesPhone } = useSite();
  const submitting = useNavigation().state === "submitting";
  const callSales = (
    <p>
      To change anything, please call our sales team at <a href={`tel:${salesPhone.tel}`}>{salesPhone.label}</a>.
    </p>
  );
  return (
    <LeadFormPage kicker="Dealers" title={dealerResponseTitle(response)}>
      <div className="space-y-4 text-lg leading-relaxed text-stone [&_a]:underline">
        {response.status === "invalid" ? (
          <p>
            Your e-mail program may have cut the address short. Please open the link again from the e-mail, or copy the whole address into
            your browser.
          </p>
        ) : null}
        {response.status === "expired" ? (
          <>
            <p>The Accept and Pass links of a lead work for 7 days.</p>
            {callSales}
          </>
        ) : null}
        {response.status === "gone" ? <p>The lead has been removed from our records.</p> : null}
        {response.status === "open" ? (
          <>
            <OfferSummary offer={response.offer} />
            <p>
              {response.answer === "accept"
                ? "Accepting tells the customer that you will contact them, and no other dealer is offered the lead."
                : `The lead goes to the next dealer near the customer, or to our sales team. Without an answer by ${response.offer.answerBy} it goes on anyway.`}
            </p>
            <Form method="post">
              <SubmitButton submitting={submitting}>{response.answer === "accept" ? "Accept the lead" : "Pass it on"}</SubmitButton>
            </Form>
          </>
        ) : null}
        {response.status === "decided" && response.justNow ? (
          <p>
            {response.decision === "accepted"
              ? `Thank you, ${response.offer.dealerName}. Please contact the customer soon: their details are in the e-mail we sent you.`
              : "Thank you for letting us know quickly."}
          </p>
        ) : null}
        {response.status === "decided" && !response.justNow ? (
          <>
            <OfferSummary offer={response.offer} />
            <p>{earlier[response.decision](response.decidedAt)}</p>
            {callSales}
          </>
        ) : null}
      </div>
    </LeadFormPage>
  );
}
