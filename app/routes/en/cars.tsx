import * as words from "~/content/pages/cars";
import { pageHandle } from "~/lib/page-handle";
import { pageMeta } from "~/lib/seo";
import { CarsPage } from "~/pages/cars";

export const handle = pageHandle("cars");
export const meta = () => pageMeta("cars", "en", words.carsPage);

export default function Page() {
  return <CarsPage words={words} />;
}
