/**
 * The home page's Hindi words, and its testimonials and policies, in the shape of home.ts.
 */
import type * as en from "./home.ts";
import { business } from "../business.ts";

export const homePage: typeof en.homePage = {
  title: `${business.name} | होम`,
  description: "गुजरात में ड्राइवर के साथ साफ़-सुथरी और किफ़ायती गाड़ी किराए पर। हज़ारों ग्राहकों का भरोसा। आज ही बुक करें!",
  heroTitle: "भरोसे और आराम से सफ़र करें",
  heroText:
    "शहर में घूमने, आउटस्टेशन यात्रा और तीर्थ यात्रा के लिए प्रशिक्षित ड्राइवर के साथ साफ़-सुथरी गाड़ियाँ, राजकोट से पूरे गुजरात तक।",
  heroCta: "अभी अपनी गाड़ी बुक करें",
  heroImageAlt: "सूरज निकलते समय सड़क पर एक सफ़ेद कार, दूर पहाड़ियाँ और एक मंदिर",
  popularTitle: "लोकप्रिय गाड़ियाँ",
  popularText: "हमारी सबसे ज़्यादा बुक होने वाली गाड़ियाँ, हर गाड़ी के साथ प्रशिक्षित ड्राइवर।",
  popularMore: "सभी गाड़ियाँ देखें",
  testimonialsTitle: "ग्राहक क्या कहते हैं",
  areasTitle: "हमारे सेवा क्षेत्र",
  areasText: "राजकोट से हम आपको गुजरात में कहीं भी ले जाते हैं:",
  howTitle: "बुकिंग कैसे करें",
  howSteps: [
    { title: "गाड़ी चुनें", text: "अपने ग्रुप और सामान के हिसाब से गाड़ी चुनें।" },
    { title: "कॉल करके बुक करें", text: "“अभी कॉल करें” बटन दबाएँ और हमें अपनी यात्रा के बारे में बताएँ।" },
    { title: "समय पर सफ़र", text: "आपका ड्राइवर साफ़-सुथरी गाड़ी लेकर समय पर पहुँचेगा।" },
  ],
  howCall: "अभी\u00a0कॉल\u00a0करें",
  howPlan: "एक ही मैसेज में अपनी यात्रा प्लान करें",
  hoursTitle: "ऑफ़िस का समय",
  hoursDays: "हर दिन",
  hoursTime: "सुबह 6:00 से रात 11:00 बजे तक",
  hoursEmergency: "इमरजेंसी यात्रा के लिए कॉल: 24/7",
  ctaTitle: "अगली यात्रा के लिए तैयार हैं?",
  ctaText: "4 से 29 यात्रियों के लिए सेडान, एमपीवी, वैन और Tempo Traveller।",
  ctaButton: "हमारी गाड़ियाँ देखें",
  visitTitle: "हमसे मिलें",
  visitLine: "सभी प्रकार की गाड़ियाँ किराए पर उपलब्ध",
  directions: "रास्ता देखें",
  policiesTitle: "हमारी नीतियाँ",
};

export const testimonials: typeof en.testimonials = [
  {
    quote:
      "द्वारका और सोमनाथ की पारिवारिक यात्रा के लिए हमने Innova Crysta बुक की थी। गाड़ी एकदम साफ़ थी और ड्राइवर को हर रास्ता पता था। ज़रूर बुक करें!",
    author: "प्रिया पटेल, अहमदाबाद",
  },
  {
    quote:
      "फ़्लाइट के लिए सुबह 4 बजे बिल्कुल समय पर पिकअप, विनम्र ड्राइवर और बिना किसी छिपे ख़र्च के सही किराया। राजकोट में हमारी भरोसेमंद टैक्सी सेवा।",
    author: "राकेश जोशी, राजकोट",
  },
  {
    quote:
      "शादी के लिए हमने दो Tempo Traveller बुक किए थे। दोनों समय पर, साफ़-सुथरे और सजे हुए पहुँचे। पूरा दिन बिना किसी परेशानी के निकल गया।",
    author: "मीरा शाह, जामनगर",
  },
];

export const policies: typeof en.policies = [
  "आप 24 घंटे पहले तक अपनी यात्रा बदल या रद्द कर सकते हैं।",
  "कोई छिपा हुआ चार्ज नहीं: हम जो किराया बताते हैं, आप वही देते हैं।",
  "हमारे ड्राइवर प्रशिक्षित और जाँचे-परखे हैं।",
  "हर यात्रा से पहले हर गाड़ी सैनिटाइज़ की जाती है।",
];

/** Place names in Devanagari script. */
export const places: typeof en.places = {
  cities: {
    Rajkot: "राजकोट",
    Jamnagar: "जामनगर",
    Dwarka: "द्वारका",
    Junagadh: "जूनागढ़",
    Somnath: "सोमनाथ",
    Ahmedabad: "अहमदाबाद",
    Porbandar: "पोरबंदर",
    Bhavnagar: "भावनगर",
    Surat: "सूरत",
    Vadodara: "वडोदरा",
    Gandhinagar: "गांधीनगर",
  },
  state: "गुजरात",
  country: "भारत",
  alsoOutside: "और गुजरात के बाहर भी",
};
