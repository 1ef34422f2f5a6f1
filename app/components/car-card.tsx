import { MessageCircle, Phone, Users } from "lucide-react";
import type { Car } from "~/content/cars";
import { carCard as copy, messages, shell } from "~/content/copy";
import { carPictures } from "~/images/cars";
import { pick } from "~/images/picture-data";
import { carLabel } from "~/lib/cars";
import { newTab, telLink, whatsappLink } from "~/lib/links";
import { Picture } from "./picture";

/** `first` marks the card at the top of the grid, whose picture is the likely LCP element. */
export function CarCard({ car, first = false, onScreen = false }: { car: Car; first?: boolean; onScreen?: boolean }) {
  const label = carLabel(car);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm transition-shadow hover:shadow-lg">
      <Picture
        picture={pick(carPictures, car.image)}
        alt={`${car.name}, ${car.capacity}-seater`}
        priority={first}
        eager={onScreen}
        sizes="(min-width: 1280px) 290px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 92vw"
        imgClassName="aspect-[4/3] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-4">
        <h2 className="text-lg font-bold">{car.name}</h2>
        <p className="mt-1 flex items-center gap-2 text-muted">
          <Users aria-hidden="true" className="size-4" />
          {copy.seats(car.capacity)}
        </p>
        <div className="mt-4 grid gap-2">
          <a
            href={telLink(car.phone)}
            aria-label={copy.callLabel(label)}
            className="inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full bg-accent px-3 text-sm font-semibold text-on-accent hover:bg-accent-hover"
          >
            <Phone aria-hidden="true" className="size-4" />
            {copy.call}
          </a>
          <a
            href={whatsappLink(car.phone, messages.car(car))}
            {...newTab}
            aria-label={`${copy.messageLabel(label)} ${shell.opensNewTab}`}
            className="inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full bg-wa px-3 text-sm font-semibold text-on-wa hover:bg-wa-hover"
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            {copy.message}
          </a>
        </div>
      </div>
    </article>
  );
}
