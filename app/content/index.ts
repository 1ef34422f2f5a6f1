/** The whole content model in the shape the schema checks (see schema.ts). */
import { business } from "./business.ts";
import { cars, popularCarIds } from "./cars.ts";
import { nav } from "./copy.ts";
import { HERO_IMAGE } from "../images/formats.ts";
import { groupSizes } from "./cars.ts";
import { pages } from "./pages/index.ts";
import { policies, testimonials } from "./pages/home.ts";
import { achievements } from "./pages/owner.ts";

export const content = {
  business,
  cars,
  popularCarIds,
  nav,
  testimonials,
  policies,
  achievements,
  heroImage: HERO_IMAGE,
  groupSizes,
  filters: pages.cars.filters,
  about: { banner: pages.about.banner, posters: pages.about.posters },
  ownerGallery: pages.owner.gallery,
};
