import type { DemoEntity } from "../demo-entity";
import { about } from "./about";
import { aboutCareers } from "./about-careers";
import { aboutContact } from "./about-contact";
import { aboutNews } from "./about-news";
import { aboutWhyLacantina } from "./about-why-lacantina";
import { blog } from "./blog";
import { home } from "./home";
import { learn } from "./learn";
import { learnApplications } from "./learn-applications";
import { learnFeaturedProjects } from "./learn-featured-projects";
import { learnGreenDesign } from "./learn-green-design";
import { learnInteractiveVideos } from "./learn-interactive-videos";
import { learnPerformance } from "./learn-performance";
import { notFound } from "./not-found";
import { previewDemo } from "./preview-demo";
import { productsFoldingDoors } from "./products-folding-doors";
import { productsScreens } from "./products-screens";
import { productsSlidingDoors } from "./products-sliding-doors";
import { productsSwingDoors } from "./products-swing-doors";
import { professionalsArchitectsDesignersBuilders } from "./professionals-architects-designers-builders";
import { professionalsDealers } from "./professionals-dealers";
import { submitYourProject } from "./submit-your-project";
import { support } from "./support";
import { supportFaqs } from "./support-faqs";
import { supportInstallation } from "./support-installation";
import { supportLaRebuildProgram } from "./support-la-rebuild-program";
import { supportWarranty } from "./support-warranty";
import { termsOfUse } from "./terms-of-use";

export const pages: DemoEntity[] = [
  home,
  notFound,
  previewDemo,
  productsFoldingDoors,
  productsSlidingDoors,
  productsSwingDoors,
  productsScreens,
  learn,
  learnInteractiveVideos,
  learnPerformance,
  aboutContact,
  supportFaqs,
  supportInstallation,
  supportLaRebuildProgram,
  support,
  supportWarranty,
  termsOfUse,
  about,
  aboutCareers,
  aboutWhyLacantina,
  learnApplications,
  learnGreenDesign,
  professionalsArchitectsDesignersBuilders,
  professionalsDealers,
  submitYourProject,
  blog,
  aboutNews,
  learnFeaturedProjects,
];
