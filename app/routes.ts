import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The route table of SPEC §2. Screens whose features have not landed yet render the
// content page (the "landing page component"), which answers 404 where no content exists.
const contentPage = "routes/content-page.tsx";
const screen = (path: string, id: string) => route(path, contentPage, { id });

export default [
  index(contentPage, { id: "home" }),
  route("404", "routes/not-found.tsx"),
  route("products", "routes/redirect.tsx", { id: "redirect-products" }),
  route("professionals", "routes/redirect.tsx", { id: "redirect-professionals" }),

  screen("products/folding-doors", "category-folding-doors"),
  screen("products/sliding-doors", "category-sliding-doors"),
  screen("products/swing-doors", "category-swing-doors"),
  screen("products/screens", "category-screens"),
  screen("products/windows/:name", "product-windows"),
  screen("products/*", "product-detail"),

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
  screen("formassembly-demo", "formassembly-demo"),
  screen("request-quote", "request-quote"),
  screen("request-service", "request-service"),
  screen("contact-us", "contact-us"),
  screen("become-dealer", "become-dealer"),

  screen("preview/products/folding-doors", "preview-category-folding-doors"),
  screen("preview/products/sliding-doors", "preview-category-sliding-doors"),
  screen("preview/products/swing-doors", "preview-category-swing-doors"),
  screen("preview/products/screens", "preview-category-screens"),
  screen("preview/products/*", "preview-product-detail"),
  screen("preview/news/*", "preview-news-article"),
  screen("preview/blog/*", "preview-blog-article"),
  screen("preview/learn/featured-projects/*", "preview-featured-project-article"),
  screen("preview/*", "preview-content"),

  route("*", contentPage, { id: "content-page" }),
] satisfies RouteConfig;
