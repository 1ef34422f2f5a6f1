/**
 * Every English page's words in one object, for tests and the content check (editions.ts
 * holds every language's). Pages import their own file, so each page's script carries only
 * its own words.
 */
import { aboutPage } from "./about.ts";
import { carsPage } from "./cars.ts";
import { homePage } from "./home.ts";
import { notFoundPage } from "./not-found.ts";
import { ownerPage } from "./owner.ts";

export const pages = { home: homePage, cars: carsPage, about: aboutPage, owner: ownerPage, notFound: notFoundPage };
