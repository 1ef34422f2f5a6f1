/**
 * The Gujarati words every page shares, in the shape of copy.ts (`Words`).
 */
import type { Words } from "./copy.ts";
import { business } from "./business.ts";

/** "06:00" → "સવારે 6:00", "12:30" → "બપોરે 12:30", "17:00" → "સાંજે 5:00", "23:00" → "રાત્રે 11:00", "00:00" → "રાત્રે 12:00". */
function time(hhmm: string): string {
  const [h, m] = hhmm.split(":").map(Number);
  const part = h < 4 ? "રાત્રે" : h < 12 ? "સવારે" : h < 16 ? "બપોરે" : h < 20 ? "સાંજે" : "રાત્રે";
  return `${part} ${h % 12 || 12}:${String(m).padStart(2, "0")}`;
}

export const words: Words = {
  lang: "gu",
  navLabels: {
    home: "હોમ",
    cars: "ગાડી બુક કરો",
    about: "અમારા વિશે",
    owner: "માલિક",
  },
  shell: {
    skipLink: "મુખ્ય વિભાગ પર જાઓ",
    homeLinkLabel: `${business.name}, હોમ`,
    menu: "મેનુ",
    navLabel: "મુખ્ય",
    language: "ભાષા",
    themeSwitch: (theme: "light" | "dark") => `${theme === "light" ? "લાઇટ" : "ડાર્ક"} થીમ ચાલુ કરો`,
    themeSwitchUnknown: "લાઇટ અને ડાર્ક થીમ વચ્ચે બદલો",
    callShort: "કૉલ",
    callLong: "હમણાં\u00a0કૉલ\u00a0કરો",
    whatsappShort: "WhatsApp",
    quickActionsLabel: "અમને કૉલ અથવા મેસેજ કરો",
    footerTagline: "રાજકોટથી આખા ગુજરાતમાં ડ્રાઇવર સાથે ભાડાની ગાડી અને પ્રવાસ.",
    footerContact: "સંપર્ક",
    footerPages: "પેજ",
    footerHours: "દરરોજ સવારે 6:00 – રાત્રે 11:00 · ઇમરજન્સી કૉલ 24/7",
    legalNotice: "સર્વ હક્ક સ્વાધીન",
    opensNewTab: "(નવા ટૅબમાં ખૂલે છે)",
  },
  messages: {
    general: `નમસ્તે ${business.name}, મારે એક ગાડી બુક કરાવવી છે. ગાડી ઉપલબ્ધ છે કે નહીં અને ભાડું કેટલું થશે તે કૃપા કરીને જણાવશો. આભાર.`,
    car: (car: { name: string; capacity: number }) =>
      `નમસ્તે ${business.name}, મારે ${car.name} (${car.capacity} સીટ) બુક કરાવવી છે. આ ગાડી ઉપલબ્ધ છે કે નહીં અને મારા પ્રવાસનું ભાડું કેટલું થશે તે કૃપા કરીને જણાવશો. આભાર.`,
    feedback: `નમસ્તે ${business.name}, મારે મારા પ્રવાસ વિશે આપને પ્રતિભાવ આપવો છે. આભાર.`,
    mailSubject: "આપની વેબસાઇટ પરથી પૂછપરછ",
    mailBody: `આદરણીય ${business.owner.name},\n\nનમસ્તે. મને ઇન્ટરનેટ પર ${business.name} વિશે જાણવા મળ્યું અને હું આપનો સંપર્ક કરવા માગું છું.\n\nઆભાર.`,
  },
  carCard: {
    seats: (n: number) => `સીટ: ${n} મુસાફર`,
    label: (name: string, capacity: number) => `${name} (${capacity} સીટ)`,
    alt: (name: string, capacity: number) => `${name}, ${capacity} સીટવાળી ગાડી`,
    call: "હમણાં\u00a0કૉલ\u00a0કરો",
    message: "હમણાં મેસેજ કરો",
    callLabel: (car: string) => `${car} વિશે હમણાં કૉલ કરો`,
    messageLabel: (car: string) => `${car} વિશે WhatsApp પર હમણાં મેસેજ કરો`,
    plan: "પ્રવાસ પ્લાન કરો",
    planLabel: (car: string) => `${car} સાથે પ્રવાસ પ્લાન કરો`,
    fits: "આપના ગ્રુપ માટે યોગ્ય",
    tooSmall: (smallest: string) => `આપના ગ્રુપ માટે નાની પડશે. બધા બેસી શકે તેવી સૌથી નાની ગાડી: ${smallest}`,
    noneFits: "આપનું ગ્રુપ એક ગાડીમાં નહીં સમાય: આપ કૉલ કરો, અમે બે ગાડી મોકલીશું.",
  },
  places: {
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
  },
  hours: {
    time,
    open: (until: string) => `અત્યારે ખુલ્લું છે · ${until} સુધી`,
    closed: (opens: string) => `અત્યારે બંધ છે · ${opens} વાગ્યે ખૂલશે · ઇમરજન્સી લાઇન 24/7`,
  },
};
