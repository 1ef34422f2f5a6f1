import data from "~/content/data/pages/cars.hi.json" with { type: "json" };
import { carsWords } from "~/content/cars-words";
import { pageHandle } from "~/lib/page-handle";
import { pageMeta } from "~/lib/seo";
import { CarsPage } from "~/pages/cars";

const words = carsWords(data, "hi");

export const handle = pageHandle("cars");
export const meta = () => pageMeta("cars", "hi", words.carsPage);

export default function Page() {
  return <CarsPage words={words} />;
}
