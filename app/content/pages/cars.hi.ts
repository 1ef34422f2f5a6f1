/**
 * The cars page's Hindi words, with the trip planner's, in the shape of cars.ts.
 */
import type * as en from "./cars.ts";
import { business } from "../business.ts";

/** "सीट" for one, "सीटें" for more. */
const seatWord = (n: number) => (n === 1 ? "सीट" : "सीटें");

export const carsPage: typeof en.carsPage = {
  title: `कारें और Tempo Traveller | ${business.name}`,
  description:
    "राजकोट में ड्राइवर के साथ गाड़ी किराए पर: 4 से 29 यात्रियों के लिए Innova Crysta, Ertiga, Dzire, Urbania और Tempo Traveller। कॉल या WhatsApp करके बुक करें।",
  heading: "हमारी सभी गाड़ियाँ",
  intro:
    "हर गाड़ी के साथ प्रशिक्षित और जाँचा-परखा ड्राइवर मिलता है, और हर यात्रा से पहले गाड़ी सैनिटाइज़ की जाती है। गाड़ी चुनें, फिर बुक करने के लिए हमें कॉल करें या WhatsApp पर मैसेज भेजें।",
  filterLabel: "यात्रियों की संख्या के हिसाब से देखें",
  filters: ["सभी", "4 तक", "5–7", "8–17", "18+"],
  showing: (n: number, total: number) =>
    n === total
      ? total === 1
        ? "1 गाड़ी दिख रही है"
        : `सभी ${total} गाड़ियाँ दिख रही हैं`
      : n === 1
        ? `${total} में से 1 गाड़ी दिख रही है`
        : `${total} में से ${n} गाड़ियाँ दिख रही हैं`,
  planJump: "अपनी यात्रा प्लान करें",
  planner: {
    title: "अपनी यात्रा प्लान करें",
    intro: "अपनी यात्रा की जानकारी भरें और एक ही मैसेज में WhatsApp पर हमें भेजें। हम जवाब में किराया बता देंगे।",
    pickup: "पिकअप की जगह",
    drop: "ड्रॉप की जगह",
    tripType: "यात्रा",
    oneWay: "एक तरफ़ा",
    roundTrip: "आना-जाना",
    date: "यात्रा की तारीख़",
    returnDate: "वापसी की तारीख़",
    time: "पिकअप का समय",
    passengers: "यात्री",
    car: "गाड़ी",
    anyCar: "कोई भी गाड़ी",
    name: "आपका नाम",
    nameLine: "नाम",
    optional: "वैकल्पिक",
    send: "WhatsApp पर भेजें",
    call: "कॉल\u00a0करें",
    privacy: "आपकी जानकारी सिर्फ़ उसी WhatsApp मैसेज में जाती है जो आप ख़ुद भेजते हैं, और कहीं नहीं।",
    noScript: "अपनी यात्रा की जानकारी हमें WhatsApp पर भेजें या कॉल करें: हम किराया बताएँगे।",
    errors: {
      pickupMissing: "पिकअप की जगह लिखें।",
      dropMissing: "ड्रॉप की जगह लिखें।",
      tooLong: (max: number) => `ज़्यादा से ज़्यादा ${max} अक्षर लिखें।`,
      dateMissing: "यात्रा की तारीख़ चुनें।",
      datePast: "यात्रा की तारीख़ आज से पहले की नहीं हो सकती।",
      returnMissing: "वापसी की तारीख़ चुनें।",
      returnBeforeDate: "वापसी की तारीख़ यात्रा की तारीख़ से पहले की नहीं हो सकती।",
      passengersMissing: "यात्रियों की संख्या लिखें।",
      passengersWhole: "यात्रियों की संख्या 1 से 60 के बीच पूरी संख्या में लिखें।",
      passengersTooMany: "60 से ज़्यादा यात्रियों के लिए कृपया हमें कॉल करें: हम कई गाड़ियों का इंतज़ाम कर देंगे।",
    },
    greeting: `नमस्ते ${business.name}, कृपया इस यात्रा का किराया बताइए:`,
    closing: "धन्यवाद।",
  },
};

/** The words on a car card. */
export const carCard: typeof en.carCard = {
  seats: (n: number) => `${seatWord(n)}: ${n} यात्री`,
  label: (name: string, capacity: number) => `${name} (${capacity} ${seatWord(capacity)})`,
  alt: (name: string, capacity: number) => `${name}, ${capacity} ${capacity === 1 ? "सीट" : "सीटों"} वाली गाड़ी`,
  call: "अभी\u00a0कॉल\u00a0करें",
  message: "अभी मैसेज करें",
  callLabel: (car: string) => `${car} के बारे में अभी कॉल करें`,
  messageLabel: (car: string) => `${car} के बारे में WhatsApp पर अभी मैसेज करें`,
  plan: "यात्रा प्लान करें",
  planLabel: (car: string) => `${car} में यात्रा प्लान करें`,
  fits: "आपके ग्रुप के लिए सही",
  tooSmall: (smallest: string) => `आपके ग्रुप के लिए छोटी है। सबसे छोटी गाड़ी जो सही रहेगी: ${smallest}`,
  noneFits: "आपका ग्रुप एक गाड़ी में नहीं आएगा: हमें कॉल करें, हम दो गाड़ियाँ भेजेंगे।",
};
