/** The schemas of the home, about, owner, not-found and offline pages' words: `data/pages/<page>*.json`. */
import { z } from "zod";
import { heading, name, pageHead, type SchemaKit, template, text, textOf } from "#app/content/schema-kit.ts";

export function homeWordsSchema({ picture }: SchemaKit) {
  return z.object({
    homePage: z
      .object({
        ...pageHead,
        heroTitle: heading.meta({
          title: "Headline",
          hint: "The large words at the top of the home page (મુખ્ય શીર્ષક), also on its picture when shared on WhatsApp.",
        }),
        heroText: text.meta({ title: "Text under the headline", hint: "The sentence under the headline at the top of the home page." }),
        heroCta: text.meta({ title: "Headline button", hint: "The button under the headline; it leads to the cars page." }),
        heroImage: picture("hero").meta({ title: "Headline picture", hint: "The wide picture behind the headline." }),
        heroImageAlt: text.meta({
          title: "What the headline picture shows",
          hint: "Read aloud to blind visitors and shown if the picture cannot load.",
        }),
        popularTitle: heading.meta({
          title: "Popular cars: title",
          hint: "Above the three popular cars on the home page (લોકપ્રિય ગાડીઓ).",
        }),
        popularText: text.meta({ title: "Popular cars: text", hint: "Under that title." }),
        popularMore: text.meta({
          title: "Popular cars: link to all cars",
          hint: "The link under the three popular cars on the home page.",
        }),
        testimonialsTitle: heading.meta({ title: "Customers' words: title", hint: "Above the three customers' quotes on the home page." }),
        areasTitle: heading.meta({ title: "Service areas title", hint: "Above the list of places on the home page." }),
        areasText: text.meta({ title: "Service areas text", hint: "Under that title, before the places." }),
        howTitle: heading.meta({ title: "How to book: title", hint: "Above the three numbered steps on the home page." }),
        howSteps: z
          .array(
            z.object({
              title: heading.meta({ title: "Step's title", hint: "In bold beside the step's number." }),
              text: text.meta({ title: "Step's text", hint: "Under the step's title." }),
            }),
          )
          .length(3, "must hold three steps")
          .meta({ title: "How to book: steps", singular: "Step", hint: "The three numbered steps, in order." }),
        howCall: text.meta({ title: "How to book: call button", hint: "The Call button under the steps." }),
        howPlan: text.meta({ title: "How to book: planner link", hint: "The link under the steps to the trip planner on the cars page." }),
        hoursTitle: heading.meta({ title: "Hours: title", hint: "Above the office hours on the home page." }),
        hoursDays: text.meta({ title: "Hours: days", hint: "Above the times, e.g. “Every day”." }),
        hoursTime: template(["opens", "closes"]).meta({
          title: "Hours: times",
          hint: "{opens} and {closes} are filled in from the office hours, e.g. “{opens} to {closes}”.",
        }),
        hoursEmergency: text.meta({
          title: "Hours: emergency calls",
          hint: "The line under the times, e.g. “Emergency travel calls: 24/7” (ઇમરજન્સી કોલ).",
        }),
        ctaTitle: heading.meta({ title: "Call to action: title", hint: "The large words in the dark box near the end of the home page." }),
        ctaText: text.meta({ title: "Call to action: text", hint: "Under that title." }),
        ctaButton: text.meta({ title: "Call to action: button", hint: "The button in that box; it leads to the cars page." }),
        visitTitle: heading.meta({
          title: "Visit us: title",
          hint: "Above the office's address near the end of the home page (અમારી મુલાકાત લો).",
        }),
        visitLine: text.meta({
          title: "Visit us: line under the address",
          hint: "In bold under the address, e.g. “All types of Cars Available on Rental Basis”.",
        }),
        directions: text.meta({ title: "Directions link", hint: "The button under the address that opens the map." }),
        policiesTitle: heading.meta({ title: "Policies: title", hint: "Above the list of policies at the end of the home page." }),
      })
      .meta({ title: "Home page", hint: "The words of the home page, from top to bottom (હોમ પેજ)." }),
    testimonials: z
      .array(
        z.object({
          quote: textOf("testimonial").meta({ title: "What the customer said", hint: "In quotation marks on the home page." }),
          author: name.meta({ title: "Customer's name and town", hint: "Under the quote, e.g. “Priya Patel, Ahmedabad”." }),
          source: textOf("name", 40).optional().meta({
            title: "Where it was written",
            hint: "E.g. Google, if the customer wrote it there. Under the name. Leave empty if it came by word of mouth.",
          }),
          date: z
            .string()
            .regex(/^20\d\d-(0[1-9]|1[0-2])$/, "must be a year and month YYYY-MM, e.g. 2025-03")
            .optional()
            .meta({
              title: "When (year and month)",
              hint: "YYYY-MM, e.g. 2025-03; shown as the month and year in each language. The same in every language.",
              sameInEveryLanguage: true,
            }),
        }),
      )
      .length(3, "must hold three")
      .meta({
        title: "What customers say",
        singular: "Testimonial",
        hint: "The three quotes on the home page, under “What Customers Say”: your customers' own words, with where and when they wrote them.",
      }),
    policies: z
      .array(text.meta({ title: "Policy" }))
      .min(1)
      .meta({
        title: "Our policies",
        singular: "Policy",
        hint: "The list at the end of the home page, one sentence each: after the free change or cancellation (from Business details → Terms) come these, then the other terms (waiting, the advance, the driver's number). Write here only what is not a term: no hidden charges (say that every charge is told before the trip, and tolls, parking and state tax are paid at cost), the drivers' checks, clean cars.",
      }),
    places: z
      .object({
        state: name.meta({ title: "Your state's name", hint: "In the address under “Visit Us” on the home page, e.g. Gujarat." }),
        country: name.meta({ title: "Your country's name", hint: "After the state in that address, e.g. India." }),
        alsoOutside: text.meta({ title: "Also outside the state", hint: "After the list of places on the home page." }),
      })
      .meta({ title: "Place names", hint: "Names that the home page writes in this language." }),
  });
}

export function aboutWordsSchema({ pictureWithAlt }: SchemaKit) {
  return z.object({
    aboutPage: z
      .object({
        ...pageHead,
        heading: heading.meta({ title: "Heading", hint: "The large words at the top of the about page." }),
        paragraphs: z
          .array(text.meta({ title: "Paragraph" }))
          .min(1)
          .meta({ title: "About the business", singular: "Paragraph", hint: "The paragraphs under the heading, in order." }),
        socialText: text.meta({
          title: "Before the social link",
          hint: "Followed by the company's social account, e.g. “See our latest trips and offers on Instagram”.",
        }),
        feedbackTitle: heading.meta({ title: "Feedback: title", hint: "Above the invitation to send feedback." }),
        feedbackText: text.meta({ title: "Feedback: text", hint: "Under that title, above the WhatsApp button." }),
        feedbackLink: text.meta({
          title: "Feedback: WhatsApp button",
          hint: "It opens WhatsApp with the feedback message of “Words on every page”.",
        }),
        galleryTitle: heading.meta({ title: "Pictures: title", hint: "Above the wide picture and the four posters." }),
        banner: pictureWithAlt("banner").meta({ title: "Wide picture", hint: "The wide picture above the posters." }),
        posters: z
          .array(pictureWithAlt("posters"))
          .length(4, "must hold four posters")
          .meta({ title: "Posters", singular: "Poster", hint: "The four pictures of the services, in order." }),
      })
      .meta({ title: "About page", hint: "The words of the about page, from top to bottom (અમારા વિશે)." }),
  });
}

export function ownerWordsSchema({ pictureWithAlt }: SchemaKit) {
  return z.object({
    ownerPage: z
      .object({
        ...pageHead,
        role: text.meta({ title: "Role", hint: "Under the owner's name at the top of the owner page, e.g. “Founder and owner”." }),
        portraitAlt: text.meta({ title: "What the portrait shows", hint: "Read aloud to blind visitors for the owner's photo." }),
        bio: z
          .array(text.meta({ title: "Paragraph" }))
          .min(1)
          .meta({
            title: "About the owner",
            singular: "Paragraph",
            hint: "The paragraphs beside the photo, in order. Write them so that they fit any name: in Gujarati “… {owner} દ્વારા …”, never “{owner}એ”.",
          }),
        socialText: text.meta({
          title: "Before the social link",
          hint: "Followed by the owner's social account, e.g. “Follow him on Facebook”.",
        }),
        mailText: text.meta({ title: "Before the e-mail button", hint: "E.g. “Write to the owner directly:”." }),
        mailLink: text.meta({
          title: "E-mail button",
          hint: "It opens the visitor's e-mail with the subject and text of “Words on every page”.",
        }),
        achievementsTitle: heading.meta({ title: "Achievements: title", hint: "Above the four achievements." }),
        galleryTitle: heading.meta({ title: "Pictures: title", hint: "Above the three pictures at the end of the owner page." }),
        gallery: z
          .array(pictureWithAlt("owner"))
          .length(3, "must hold three pictures")
          .meta({ title: "Pictures", singular: "Picture", hint: "The three pictures at the end of the owner page, in order." }),
      })
      .meta({ title: "Owner page", hint: "The words of the owner page, from top to bottom (માલિકનો પરિચય)." }),
    achievements: z
      .array(
        z.object({
          title: heading.meta({ title: "Award or honour", hint: "In bold, e.g. “Gauseva Gold Medal”." }),
          description: text.meta({ title: "What it was for", hint: "The line under it." }),
        }),
      )
      .length(4, "must hold four")
      .meta({ title: "Achievements", singular: "Achievement", hint: "The four boxes under “Achievements” on the owner page." }),
  });
}

export function notFoundWordsSchema() {
  return z.object({
    notFoundPage: z
      .object({
        title: textOf("pageTitle").meta({ title: "Title (browser tab)" }),
        description: textOf("description").meta({ title: "Description", hint: "For search engines; rarely seen." }),
        heading: heading.meta({ title: "Heading", hint: "The large words on the page shown for an address that does not exist." }),
        text: text.meta({ title: "Text", hint: "Under the heading." }),
        home: text.meta({ title: "Home page button", hint: "Under the text; it leads to the home page." }),
        cars: text.meta({ title: "Cars page button", hint: "Beside it; it leads to the cars page." }),
      })
      .meta({ title: "Page not found", hint: "The page a visitor sees when an address is mistyped (ખોટું સરનામું)." }),
  });
}

export function offlineWordsSchema() {
  return z.object({
    offlinePage: z
      .object({
        title: textOf("pageTitle").meta({ title: "Title (browser tab)" }),
        heading: heading.meta({ title: "Heading", hint: "The large words on the page shown when the phone has no internet." }),
        text: text.meta({ title: "Text", hint: "Under the heading." }),
        call: text.meta({ title: "Call button", hint: "Under the text: a call works without the internet." }),
        hours: template(["opens", "closes"]).meta({
          title: "Hours",
          hint: "Under the Call button; {opens} and {closes} are filled in from the office hours.",
        }),
        retry: text.meta({ title: "Try again button", hint: "It reloads the page." }),
      })
      .meta({
        title: "Offline page",
        hint: "The page a visitor sees without internet, for a page not saved on the phone yet (ઇન્ટરનેટ વગર).",
      }),
  });
}
