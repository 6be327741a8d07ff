import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The route table of SPEC §2. Screens whose features have not landed yet render the
// content page (the "landing page component"), which answers 404 where no content exists.
const contentPage = "routes/content-page.tsx";
const screen = (path: string, id: string) => route(path, contentPage, { id });
// SPEC §2 preview routes: the draft of the page named by the rest of the path, for editors only.
const preview = (path: string, id: string) => route(path, "routes/preview-page.tsx", { id });

export default [
  index(contentPage, { id: "home" }),
  route("404", "routes/not-found.tsx"),
  route("products", "routes/redirect.tsx", { id: "redirect-products" }),
  route("professionals", "routes/redirect.tsx", { id: "redirect-professionals" }),

  screen("products/folding-doors", "category-folding-doors"),
  screen("products/sliding-doors", "category-sliding-doors"),
  screen("products/swing-doors", "category-swing-doors"),
  screen("products/screens", "category-screens"),
  route("products/windows/:name", "routes/product.tsx", { id: "product-windows" }),
  route("products/*", "routes/product.tsx", { id: "product-detail" }),

  screen("support/technical-documents", "technical-documents"),
  screen("image-gallery", "image-gallery"),
  screen("image-gallery/category/:category", "image-gallery-category"),
  screen("video-gallery", "video-gallery"),
  screen("video-gallery/category/:category", "video-gallery-category"),
  screen("video-gallery/:slug", "video-detail"),
  screen("blog/*", "blog-article"),
  screen("learn/featured-projects/*", "featured-project-article"),
  screen("news/*", "news-article"),
  route("search", "routes/search.tsx"),
  screen("search/content/:type?/:term?", "search-content"),
  screen("search/:term", "search-term"),
  screen("pdfViewer", "pdf-viewer"),
  route("formassembly-demo", "routes/formassembly-demo.tsx"),
  route("request-quote", "routes/request-quote.tsx"),
  route("request-service", "routes/request-service.tsx"),
  route("contact-us", "routes/contact-us.tsx"),
  route("become-dealer", "routes/become-dealer.tsx"),

  route("preview/enter", "routes/preview-enter.tsx"),
  route("preview/exit", "routes/preview-exit.tsx"),
  preview("preview/products/folding-doors", "preview-category-folding-doors"),
  preview("preview/products/sliding-doors", "preview-category-sliding-doors"),
  preview("preview/products/swing-doors", "preview-category-swing-doors"),
  preview("preview/products/screens", "preview-category-screens"),
  preview("preview/products/*", "preview-product-detail"),
  preview("preview/news/*", "preview-news-article"),
  preview("preview/blog/*", "preview-blog-article"),
  preview("preview/learn/featured-projects/*", "preview-featured-project-article"),
  preview("preview/*", "preview-content"),

  route("*", contentPage, { id: "content-page" }),
] satisfies RouteConfig;
