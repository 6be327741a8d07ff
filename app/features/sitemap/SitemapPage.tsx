import { Link, href } from "react-router";
import { type NavGroup, type NavLink, navigation } from "~/features/layout";
import { useSite } from "~/lib/use-site";
import { Breadcrumb } from "~/ui/Breadcrumb";
import { SmartLink } from "~/ui/SmartLink";

const linkClass = "text-stone underline-offset-4 hover:text-bronze-dark hover:underline";

/** Pages that belong to no menu: the quote form, the opening helper and the legal pages. */
const morePages: NavLink[] = [
  { name: "Request a Quote", url: href("/request-quote") },
  { name: "Size Your Opening", url: href("/size-your-opening") },
  { name: "Terms of Use", url: "/terms-of-use" },
];

function Links({ links }: { links: NavLink[] }) {
  return (
    <ul className="mt-3 space-y-2">
      {links.map((link) => (
        <li key={link.url}>
          <Link to={link.url} className={linkClass}>
            {link.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Group({ group }: { group: NavGroup }) {
  return (
    <li>
      {group.url ? (
        <Link to={group.url} className="font-medium text-ink underline-offset-4 hover:underline">
          {group.name}
        </Link>
      ) : (
        <span className="font-medium text-ink">{group.name}</span>
      )}
      <Links links={group.children} />
    </li>
  );
}

/** The human site map (footer "Site Map"): every section of the site and its pages. */
export function SitemapPage() {
  const site = useSite();
  return (
    <>
      <section className="bg-sand px-6 py-16 text-center md:py-20">
        <h1 className="text-4xl font-light tracking-tight md:text-5xl">Site Map</h1>
      </section>
      <Breadcrumb
        items={[
          { label: site.brand, path: "/" },
          { label: "Site Map", path: href("/sitemap") },
        ]}
      />
      <div className="mx-auto grid max-w-(--container-page) gap-x-10 gap-y-12 px-6 pt-6 pb-20 sm:grid-cols-2 md:px-10 lg:grid-cols-3">
        {navigation.map((menu) => (
          <section key={menu.name} aria-labelledby={`sitemap-${menu.name}`}>
            <h2 id={`sitemap-${menu.name}`} className="text-xl font-light tracking-tight">
              <Link to={menu.url} className="underline-offset-4 hover:underline">
                {menu.name}
              </Link>
            </h2>
            {menu.children.some((item) => "children" in item) ? (
              <ul className="mt-3 space-y-5">
                {(menu.children as NavGroup[]).map((group) => (
                  <Group key={group.name} group={group} />
                ))}
              </ul>
            ) : (
              <Links links={menu.children as NavLink[]} />
            )}
          </section>
        ))}
        <section aria-labelledby="sitemap-more">
          <h2 id="sitemap-more" className="text-xl font-light tracking-tight">
            More
          </h2>
          <Links links={morePages} />
          <p className="mt-2">
            <SmartLink href={site.privacyPolicyUrl} className={linkClass}>
              Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
            </SmartLink>
          </p>
        </section>
      </div>
    </>
  );
}
