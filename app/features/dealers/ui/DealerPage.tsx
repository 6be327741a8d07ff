import { Link } from "react-router";
import { Breadcrumb } from "~/ui/Breadcrumb";
import { buttonClass } from "~/ui/ButtonLink";
import { Image } from "~/ui/Image";
import type { PublicDealer } from "../dealer";
import { useSite } from "~/lib/use-site";
import { dealerBreadcrumb, dealerQuotePath, locatorPath } from "../dealer-path";
import { weekHours } from "../hours";
import { DealerFacts } from "./DealerFacts";

/** /find-a-dealer/{slug}: a dealer's details, opening hours, product lines and showroom. */
export function DealerPage({ dealer }: { dealer: PublicDealer }) {
  return (
    <>
      <Breadcrumb items={dealerBreadcrumb(dealer, useSite().brand)} />
      <section className="bg-sand px-6 py-14 text-center md:py-20">
        <p className="mb-3 text-sm font-semibold uppercase tracking-[0.2em] text-bronze-dark">
          {dealer.showroom ? "Dealer and showroom" : "Dealer"} in {dealer.city}, {dealer.state}
        </p>
        <h1 className="text-4xl font-light tracking-tight md:text-5xl">{dealer.name}</h1>
      </section>
      <div className="mx-auto grid max-w-(--container-page) items-start gap-x-12 gap-y-10 px-6 py-12 md:grid-cols-2 md:px-10">
        <div>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-[0.2em] text-stone">Contact</h2>
          <DealerFacts dealer={dealer} />
          <p className="mt-6 flex flex-wrap gap-3">
            <Link to={dealerQuotePath(dealer.slug)} className={buttonClass("primary")}>
              Request a quote from this dealer
            </Link>
            <Link to={locatorPath()} className={buttonClass("secondary")}>
              Other dealers
            </Link>
          </p>
          <h2 className="mb-3 mt-10 text-sm font-semibold uppercase tracking-[0.2em] text-stone">Opening hours</h2>
          <table className="w-full max-w-sm text-left">
            <tbody>
              {weekHours(dealer.hours).map(({ day, hours }) => (
                <tr key={day} className="border-b border-line">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    {day}
                  </th>
                  <td className="py-2 text-stone">{hours}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {dealer.showroomPhoto ? (
          <figure>
            <Image
              src={dealer.showroomPhoto.src}
              alt={dealer.showroomPhoto.alt}
              width={dealer.showroomPhoto.width}
              height={dealer.showroomPhoto.height}
              sizes="(min-width: 800px) 50vw, 100vw"
              priority
            />
            <figcaption className="mt-2 text-sm text-stone">The {dealer.name} showroom</figcaption>
          </figure>
        ) : null}
      </div>
    </>
  );
}
