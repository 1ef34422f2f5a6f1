/**
 * The home page's Gujarati words, and its testimonials and policies, in the shape of home.ts.
 */
import { business } from "../business.ts";
import type * as en from "./home.ts";

export const homePage: typeof en.homePage = {
  title: `${business.name} | હોમ`,
  description:
    "રાજકોટથી આખા ગુજરાતમાં ડ્રાઇવર સાથે સ્વચ્છ અને વાજબી ભાડાની ગાડી. હજારો ગ્રાહકોનો વિશ્વાસ. આજે જ બુક કરો!",
  heroTitle: "વિશ્વાસ અને આરામ સાથે પ્રવાસ",
  heroText:
    "શહેરમાં ફરવા, બહારગામના પ્રવાસ અને યાત્રા માટે તાલીમ પામેલા ડ્રાઇવર સાથે સ્વચ્છ ગાડીઓ, રાજકોટથી આખા ગુજરાતમાં.",
  heroCta: "હમણાં જ ગાડી બુક કરો",
  heroImageAlt: "સૂર્યોદય સમયે રસ્તા પર સફેદ ગાડી, દૂર ક્ષિતિજ પર ટેકરીઓ અને મંદિર",
  popularTitle: "લોકપ્રિય ગાડીઓ",
  popularText: "સૌથી વધુ બુક થતી અમારી ગાડીઓ, દરેક સાથે તાલીમ પામેલા ડ્રાઇવર.",
  popularMore: "બધી ગાડીઓ જુઓ",
  testimonialsTitle: "ગ્રાહકો શું કહે છે",
  areasTitle: "અમારો સેવા વિસ્તાર",
  areasText: "રાજકોટથી અમે આપને ગુજરાતમાં ગમે ત્યાં લઈ જઈએ છીએ:",
  howTitle: "બુકિંગ કેવી રીતે કરવું",
  howSteps: [
    { title: "ગાડી પસંદ કરો", text: "આપના ગ્રુપ અને સામાન પ્રમાણે યોગ્ય ગાડી પસંદ કરો." },
    { title: "કૉલ કરીને બુક કરો", text: "“હમણાં કૉલ કરો” બટન દબાવો અને આપના પ્રવાસની વિગત જણાવો." },
    { title: "સમયસર પ્રવાસ", text: "આપના ડ્રાઇવર સ્વચ્છ ગાડી સાથે સમયસર પહોંચી જશે." },
  ],
  howCall: "હમણાં\u00a0કૉલ\u00a0કરો",
  howPlan: "એક જ મેસેજમાં આપનો પ્રવાસ પ્લાન કરો",
  hoursTitle: "કામકાજનો સમય",
  hoursDays: "દરરોજ",
  hoursTime: "સવારે 6:00 થી રાત્રે 11:00",
  hoursEmergency: "ઇમરજન્સી પ્રવાસ માટે કૉલ: 24/7",
  ctaTitle: "આપના આગામી પ્રવાસ માટે તૈયાર છો?",
  ctaText: "4 થી 29 મુસાફરો માટે સેડાન, MPV, વાન અને Tempo Traveller.",
  ctaButton: "અમારી ગાડીઓ જુઓ",
  visitTitle: "અમારી મુલાકાત લો",
  visitLine: "દરેક પ્રકારની ગાડીઓ ભાડે મળશે",
  directions: "નકશામાં રસ્તો જુઓ",
  policiesTitle: "અમારા નિયમો",
};

export const testimonials: typeof en.testimonials = [
  {
    quote:
      "પરિવાર સાથે દ્વારકા-સોમનાથના પ્રવાસ માટે અમે Innova Crysta બુક કરી હતી. ગાડી એકદમ ચોખ્ખી હતી અને ડ્રાઇવર દરેક રસ્તાના જાણકાર હતા. ચોક્કસ ભલામણ કરું છું!",
    author: "પ્રિયા પટેલ, અમદાવાદ",
  },
  {
    quote:
      "ફ્લાઇટ માટે વહેલી સવારે 4 વાગ્યે સમયસર પિક-અપ, વિનમ્ર ડ્રાઇવર અને કોઈ છુપા ચાર્જ વગર વાજબી ભાડું. રાજકોટમાં અમારી ભરોસાની ટૅક્સી સેવા.",
    author: "રાકેશ જોશી, રાજકોટ",
  },
  {
    quote:
      "લગ્ન માટે અમે બે Tempo Traveller ભાડે લીધી હતી. બંને સમયસર, ચોખ્ખી અને શણગારેલી આવી. આખો દિવસ કોઈ તકલીફ વગર પસાર થયો.",
    author: "મીરા શાહ, જામનગર",
  },
];

export const policies: typeof en.policies = [
  "પ્રવાસના 24 કલાક પહેલાં સુધી બુકિંગ બદલી કે કૅન્સલ કરી શકાય છે.",
  "કોઈ છુપા ચાર્જ નહીં: અમે જે ભાડું જણાવીએ, આપે એટલું જ ચૂકવવાનું રહેશે.",
  "અમારા ડ્રાઇવરોની પૂરી ચકાસણી થયેલી છે અને તેઓ તાલીમ પામેલા છે.",
  "દરેક પ્રવાસ પહેલાં દરેક ગાડી સેનિટાઇઝ કરવામાં આવે છે.",
];

/** Place names in Gujarati script. */
export const places: typeof en.places = {
  cities: {
    Rajkot: "રાજકોટ",
    Jamnagar: "જામનગર",
    Dwarka: "દ્વારકા",
    Junagadh: "જૂનાગઢ",
    Somnath: "સોમનાથ",
    Ahmedabad: "અમદાવાદ",
    Porbandar: "પોરબંદર",
    Bhavnagar: "ભાવનગર",
    Surat: "સુરત",
    Vadodara: "વડોદરા",
    Gandhinagar: "ગાંધીનગર",
  },
  state: "ગુજરાત",
  country: "ભારત",
  alsoOutside: "અને ગુજરાત બહાર પણ",
};
