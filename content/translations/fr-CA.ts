import { featuredTiles } from "../components/featured-tiles";
import { notificationBar } from "../components/notification-bar";
import type { DemoEntity } from "../demo-entity";
import { home } from "../pages/home";
import { productsFoldingDoors } from "../pages/products-folding-doors";
import { same, translationOf } from "./translate";

type Value = Record<string, unknown>;
type Slide = { image: Value; call_to_action?: Value };

const FOLDING_DOORS = "/produits/portes-pliantes";

const frHome = translationOf(home, {
  title: "Accueil",
  metadata: {
    metaTitle: "LaCantina Doors | Portes vitrées pliantes, coulissantes et battantes",
    metaDescription:
      "Ouvrez des murs entiers sur l'extérieur avec nos systèmes de portes vitrées pliantes, coulissantes et battantes, nos moustiquaires et nos fenêtres, conçus et fabriqués en Californie du Sud.",
  },
  blocks: {
    "home-hero": (value) => ({
      ...value,
      kicker: "Vivre grand ouvert",
      banner_title: "Des murs qui s'ouvrent sur le monde extérieur",
      banner_subtitle:
        "Des systèmes de portes vitrées pliantes, coulissantes et battantes jusqu'à 19,8 m (65 pi) de largeur, fabriqués sur mesure.",
      image: {
        ...(value.image as Value),
        alt_text: "Un salon dont le mur vitré pliant s'ouvre entièrement sur une terrasse face à l'océan, à l'heure dorée",
      },
      buttons: [
        { button_text: "Découvrir nos produits", button_url: FOLDING_DOORS, button_theme: "primary" },
        { button_text: "Demander une soumission", button_url: "/request-quote", button_theme: "secondary" },
      ],
    }),
    "home-intro": (value) => ({
      ...value,
      kicker: "Vivre dedans comme dehors",
      header: "Une seule pièce, dedans comme dehors",
      copy_text:
        "<p>Nos portes pliantes comptent jusqu'à 20 panneaux, dix se repliant de chaque côté, dans des configurations atteignant 19 800 mm (65 pi). Nos systèmes coulissants portent des vitrages d'une seule pièce jusqu'à 3 660 mm (12 pi) de hauteur, et nos portes battantes encadrent une entrée simple avec les mêmes profilés minces.</p>" +
        "<p>Chaque système est fini d'une peinture Kynar en deux couches à 70 % de fluoropolymère ou d'un métal anodisé, avec un intérieur en sapin de Douglas à grain vertical ou en acajou sapelli.</p>",
    }),
    "home-systems": (value) => {
      const [folding, sliding, swing] = value.items as Value[];
      const item = (source: Value | undefined, title: string, linkUrl: string, alt: string) => ({
        ...source,
        title,
        link_url: linkUrl,
        image: { ...(source?.image as Value), alt_text: alt },
      });
      return {
        ...value,
        header: "Choisissez comment votre mur s'ouvre",
        items: [
          item(
            folding,
            "Portes pliantes",
            FOLDING_DOORS,
            "Des panneaux vitrés pliants repliés d'un côté d'une cuisine lumineuse ouverte sur un jardin",
          ),
          item(
            sliding,
            "Portes coulissantes",
            "/products/sliding-doors",
            "De hautes portes vitrées coulissantes d'une maison à flanc de colline, éclairées de l'intérieur au crépuscule",
          ),
          item(
            swing,
            "Portes battantes",
            "/products/swing-doors",
            "Deux portes battantes vitrées qui s'ouvrent sur le jardin d'une cour intérieure",
          ),
        ],
      };
    },
    "home-projects": (value) => {
      const [folding, sliding, screens] = value.slides as Slide[];
      const slide = (source: Slide | undefined, kicker: string, title: string, cta: string, url: string, alt: string) => ({
        ...source,
        kicker,
        title,
        call_to_action: { text: cta, url },
        image: { ...source?.image, alt_text: alt },
      });
      return {
        ...value,
        title: "Des maisons ouvertes sur l'extérieur",
        slides: [
          slide(
            folding,
            "Portes pliantes",
            "Un salon qui s'arrête à l'horizon",
            "Découvrir les portes pliantes",
            FOLDING_DOORS,
            "Des portes pliantes V2 repliées sur une terrasse face à l'océan, à l'heure dorée",
          ),
          slide(
            sliding,
            "Portes coulissantes",
            "De grandes baies vitrées, éclairées pour la soirée",
            "Découvrir les portes coulissantes",
            "/products/sliding-doors",
            "Des portes vitrées coulissantes illuminées sur une maison à flanc de colline au crépuscule",
          ),
          slide(
            screens,
            "Moustiquaires",
            "L'air frais, sans les moustiques",
            "Découvrir les moustiquaires",
            "/products/screens",
            "Une moustiquaire plissée tirée devant une porte pliante ouverte, à l'heure dorée",
          ),
        ],
      };
    },
    "home-flag-living": (value) => ({
      ...value,
      kicker: "Performance",
      header: "Conçues pour le bord de mer et les tempêtes",
      text: [
        "Le double vitrage trempé est offert de série, avec des couches à faible émissivité pour maîtriser la chaleur et du verre feuilleté avec intercalaire pour la sécurité.",
        "Là où les ouragans font partie des prévisions, notre ensemble résistant aux impacts DP 70 préserve la vue sans rien sacrifier à la protection.",
      ],
      image: {
        ...(value.image as Value),
        alt_text: "Une piscine en terrasse vue à travers un mur vitré pliant ouvert, en fin d'après-midi",
      },
      call_to_action: { text: "En savoir plus sur la performance", url: "/learn/performance" },
    }),
    "home-flag-craft": (value) => ({
      ...value,
      kicker: "Finis",
      header: "Des couleurs, des essences et une quincaillerie assorties à la maison",
      text: [
        "Cinq couleurs de métal sont offertes en stock : anodisé clair, anodisé bronze, blanc, bronze et noir ombre, ainsi qu'environ 26 couleurs en option.",
        "La quincaillerie est offerte en acier inoxydable, en bronze ou en noir, pour que la poignée soit aussi soignée que le cadre.",
      ],
      image: {
        ...(value.image as Value),
        alt_text: "Des cadres de portes coulissantes minces dans un salon lumineux donnant sur des collines verdoyantes",
      },
      call_to_action: { text: "Voir la galerie d'images", url: "/image-gallery" },
    }),
  },
});

const system = (header: string, text: string, cta: string) => (source: Value) => ({
  ...source,
  header,
  text,
  call_to_action: { ...(source.call_to_action as Value), text: cta },
});

const frFoldingDoors = translationOf(productsFoldingDoors, {
  path: FOLDING_DOORS,
  title: "Portes pliantes",
  metadata: {
    metaTitle: "Portes vitrées pliantes | Sept systèmes | LaCantina Doors",
    metaDescription:
      "Des systèmes de portes vitrées pliantes jusqu'à 19,8 m (65 pi) de largeur et 20 panneaux : V2, aluminium, aluminium à rupture thermique, aluminium-bois, revêtu contemporain, bois et vinyle.",
  },
  blocks: {
    "folding-header": (value) => ({
      ...value,
      kicker: "Portes pliantes",
      title: "Repliez le mur",
      sub_title:
        "Des panneaux qui se replient proprement d'un côté ou des deux et transforment un mur vitré en pièce ouverte, en sept systèmes fabriqués sur mesure pour les maisons, les restaurants et les complexes hôteliers.",
      call_to_action: { text: "Demander une soumission", url: "/request-quote" },
      image: {
        ...(value.image as Value),
        alt_text: "Un mur vitré pliant à cadre noir replié sur une terrasse face à l'océan, à l'heure dorée",
      },
      section_nav: [
        { label: "Systèmes", anchor_id: "systems" },
        { label: "Ouvertures", anchor_id: "openings" },
        { label: "Finis", anchor_id: "finishes" },
        { label: "Réalisations", anchor_id: "projects" },
      ],
    }),
    "folding-anchor-systems": same,
    "folding-systems": (value) => {
      const items = value.items as Value[];
      const texts = [
        system(
          "V2",
          "Notre système pliant le plus mince : des lignes de vue étroites, un seuil surbaissé et la solidité voulue pour porter de hauts panneaux sur de larges ouvertures.",
          "Découvrir V2",
        ),
        system(
          "Aluminium",
          "Des cadres en aluminium durables et sans entretien, aux lignes épurées de l'architecture moderne, pour les maisons en bord de mer comme pour celles de tous les jours.",
          "Découvrir Aluminium",
        ),
        system(
          "Aluminium à rupture thermique",
          "Une barrière thermique au cœur du cadre d'aluminium ralentit le passage de la chaleur et du froid, pour les climats qui en demandent plus à un mur vitré.",
          "Découvrir Aluminium à rupture thermique",
        ),
        system(
          "Aluminium-bois",
          "De l'aluminium côté intempéries et du bois massif à l'intérieur : la résistance du métal avec la chaleur du sapin de Douglas ou de l'acajou dans la pièce.",
          "Découvrir Aluminium-bois",
        ),
        system(
          "Revêtu contemporain",
          "Un intérieur en bois et un revêtement extérieur en aluminium sans entretien, aux profilés droits et contemporains.",
          "Découvrir Revêtu contemporain",
        ),
        system(
          "Bois",
          "Des panneaux tout bois en sapin de Douglas à grain vertical ou en acajou sapelli, finis selon vos spécifications à l'intérieur comme à l'extérieur.",
          "Découvrir Bois",
        ),
        system(
          "Vinyle",
          "Un système éconergétique et abordable, jusqu'à 6 panneaux, pour les ouvertures où le prix compte autant que la vue.",
          "Découvrir Vinyle",
        ),
      ];
      return {
        ...value,
        kicker: "Sept systèmes",
        header: "Une façon d'ouvrir, sept façons de la construire",
        items: items.map((item, index) => texts[index]?.(item) ?? item),
      };
    },
    "folding-anchor-openings": same,
    "folding-openings": (value) => ({
      ...value,
      kicker: "Ouvertures",
      header: "Jusqu'où un mur peut s'ouvrir",
      copy_text:
        "<p>Un système pliant peut compter jusqu'à 20 panneaux, dix se repliant de chaque côté, dans des configurations atteignant 19 800 mm (65 pi) de largeur. Les vitrages d'une seule pièce atteignent 3 050 mm (10 pi) de hauteur : le verre reste aussi généreux que l'ouverture.</p>" +
        "<p>Les panneaux se replient à gauche, à droite ou des deux côtés, et un panneau battant peut être ajouté pour les allées et venues quotidiennes sans ouvrir tout le mur. Là où les ouragans font partie des prévisions, notre ensemble résistant aux impacts DP 70 préserve la vue sans rien sacrifier à la protection.</p>",
    }),
    "folding-anchor-finishes": same,
    "folding-finishes": (value) => ({
      ...value,
      kicker: "Finis",
      header: "Couleurs, essences et quincaillerie",
      text: [
        "Les cadres en métal sont finis de série d'une peinture Kynar en deux couches à 70 % de fluoropolymère. Cinq couleurs sont offertes en stock : anodisé clair, anodisé bronze, blanc, bronze et noir ombre, ainsi qu'environ 26 couleurs en option.",
        "L'intérieur en bois est offert en sapin de Douglas à grain vertical ou en acajou sapelli, avec en option le pin, le chêne blanc scié sur quartier, le noyer noir et l'aulne clair. Les poignées sont finies en acier inoxydable, en bronze ou en noir.",
      ],
      image: { ...(value.image as Value), alt_text: "Des panneaux de porte pliante doublés de bois, repliés et ouverts sur un jardin" },
      call_to_action: { text: "Trouver un détaillant près de chez vous", url: "/find-a-dealer" },
    }),
    "folding-anchor-projects": same,
  },
});

const tileTexts: Record<string, { alt: string; description: string; linkText: string; linkUrl?: string }> = {
  featured_products: {
    alt: "Un mur vitré pliant replié à côté d'une piscine en terrasse",
    description: "Jusqu'à vingt panneaux, dix se repliant de chaque côté, sur des ouvertures atteignant 19,8 m (65 pi).",
    linkText: "Découvrir les portes pliantes",
    linkUrl: FOLDING_DOORS,
  },
  featured_gallery: {
    alt: "Un salon ouvert sur l'océan par un mur de verre coulissant, à l'heure dorée",
    description: "Des maisons, des restaurants et des complexes hôteliers qui ouvrent des murs entiers sur la vue.",
    linkText: "Parcourir la galerie",
  },
  featured_learn: {
    alt: "Une maison à flanc de colline au crépuscule, ses portes vitrées coulissantes éclairées de l'intérieur",
    description: "Comment architectes et propriétaires ont tiré parti des murs ouvrants, projet par projet.",
    linkText: "Voir les projets vedettes",
  },
  featured_professionals: {
    alt: "Un large mur vitré pliant d'une maison moderne ouvert sur un jardin",
    description: "Devis descriptifs, dessins CAO et fichiers BIM pour chaque système, prêts pour vos plans.",
    linkText: "Trouver les documents techniques",
  },
  featured_support: {
    alt: "Deux portes battantes vitrées qui s'ouvrent sur un jardin",
    description: "Guides d'installation, conseils d'entretien et couverture de la garantie, au même endroit.",
    linkText: "Guides d'installation",
  },
  featured_about: {
    alt: "Des portes vitrées coulissantes ouvertes d'un salon sur une vue sur l'océan, au crépuscule",
    description: "Chaque système est conçu et fabriqué sur commande en Californie du Sud.",
    linkText: "Pourquoi nous choisir",
  },
};

const frTiles = featuredTiles.flatMap((tile) => {
  const text = tile.slug ? tileTexts[tile.slug] : undefined;
  if (!text || !tile.slug) return [];
  return [
    translationOf(tile, {
      title: "Vignette du menu",
      blocks: {
        [`${tile.slug}-image`]: (value) => ({ ...value, alt_text: text.alt }),
        [`${tile.slug}-description`]: () => text.description,
        [`${tile.slug}-link`]: (value) => ({ ...value, link_text: text.linkText, ...(text.linkUrl ? { link_url: text.linkUrl } : {}) }),
      },
    }),
  ];
});

const frNotificationBar = translationOf(notificationBar, {
  title: "Barre d'avis",
  blocks: {
    "notification-bar": (value) => ({
      ...value,
      notification_bar_text: "Vous reconstruisez après les incendies de Los Angeles? Nous sommes là pour vous aider.",
      link: { link_url: "/support/la-rebuild-program", link_text: "Découvrir le programme de reconstruction de L.A." },
    }),
  },
});

/** The demo content in Canadian French (decision 0055): translations of en-US entities, linked by path. */
export const frCA: DemoEntity[] = [frHome, frFoldingDoors, frNotificationBar, ...frTiles];
