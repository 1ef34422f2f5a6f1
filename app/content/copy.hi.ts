/**
 * The Hindi words every page shares, in the shape of copy.ts (`Words`).
 */
import type { Words } from "./copy.ts";
import { business } from "./business.ts";

/** "सीट" for one, "सीटें" for more. */
const seats = (n: number) => (n === 1 ? "सीट" : "सीटें");

/** "06:00" → "सुबह 6:00", "12:30" → "दोपहर 12:30", "23:00" → "रात 11:00", "00:00" → "रात 12:00". */
function time(hhmm: string): string {
  const [h, m] = hhmm.split(":").map(Number);
  const part = h < 4 ? "रात" : h < 12 ? "सुबह" : h < 16 ? "दोपहर" : h < 20 ? "शाम" : "रात";
  return `${part} ${h % 12 || 12}:${String(m).padStart(2, "0")}`;
}

export const words: Words = {
  lang: "hi",
  navLabels: {
    home: "होम",
    cars: "गाड़ी बुक करें",
    about: "हमारे बारे में",
    owner: "मालिक",
  },
  shell: {
    skipLink: "मुख्य सामग्री पर जाएँ",
    homeLinkLabel: `${business.name}, होम`,
    menu: "मेनू",
    navLabel: "मुख्य",
    language: "भाषा",
    themeSwitch: (theme: "light" | "dark") => `${theme === "light" ? "लाइट" : "डार्क"} थीम चालू करें`,
    themeSwitchUnknown: "लाइट और डार्क थीम के बीच बदलें",
    callShort: "कॉल",
    callLong: "अभी\u00a0कॉल\u00a0करें",
    whatsappShort: "WhatsApp",
    quickActionsLabel: "हमें कॉल या मैसेज करें",
    footerTagline: "ड्राइवर के साथ किराए की गाड़ी और टूर, राजकोट से पूरे गुजरात में।",
    footerContact: "संपर्क",
    footerPages: "पेज",
    footerHours: "हर दिन सुबह 6:00 – रात 11:00 · इमरजेंसी कॉल 24/7",
    legalNotice: "सर्वाधिकार सुरक्षित",
    opensNewTab: "(नए टैब में खुलता है)",
  },
  messages: {
    general: `नमस्ते ${business.name}, मुझे एक गाड़ी बुक करनी है। कृपया बताइए कि गाड़ी उपलब्ध है या नहीं और किराया कितना होगा। धन्यवाद।`,
    car: (car: { name: string; capacity: number }) =>
      `नमस्ते ${business.name}, मुझे ${car.name} (${car.capacity} ${seats(car.capacity)}) बुक करनी है। कृपया बताइए कि यह गाड़ी उपलब्ध है या नहीं और मेरी यात्रा का किराया कितना होगा। धन्यवाद।`,
    feedback: `नमस्ते ${business.name}, मुझे अपनी यात्रा के बारे में आपको कुछ फ़ीडबैक देना है। धन्यवाद।`,
    mailSubject: "आपकी वेबसाइट से पूछताछ",
    mailBody: `नमस्ते ${business.owner.name} जी,\n\nमुझे इंटरनेट पर ${business.name} के बारे में पता चला। मुझे आपसे संपर्क करना है।\n\nधन्यवाद।`,
  },
  hours: {
    time,
    open: (until: string) => `अभी खुला है · ${until} बजे तक`,
    closed: (opens: string) => `अभी बंद है · ${opens} बजे खुलेगा · इमरजेंसी लाइन 24/7`,
  },
};
