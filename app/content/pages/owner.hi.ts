/**
 * The owner page's Hindi words, and the owner's achievements, in the shape of owner.ts.
 */
import type * as en from "./owner.ts";
import { business } from "../business.ts";

export const ownerPage: typeof en.ownerPage = {
  title: `मालिक से मिलिए | ${business.name}`,
  description: `राजकोट में ${business.name} के मालिक से मिलिए: समाजसेवा के लिए जाने-माने ट्रैवल व्यवसायी, जिन्हें नेतृत्व और मानव सेवा के लिए सम्मान मिले हैं।`,
  role: `संस्थापक और मालिक, ${business.name}`,
  portraitAlt: `${business.owner.name} की तस्वीर`,
  bio: [
    `${business.owner.name} ने राजकोट में सिर्फ़ एक गाड़ी और एक सीधी-सी सोच के साथ ${business.name} की शुरुआत की: हर यात्री को अपने परिवार जैसा मानना। आज कंपनी की सेडान, एमपीवी, वैन और Tempo Traveller गाड़ियाँ पूरे गुजरात में चलती हैं।`,
    "यात्रा के अलावा, राजकोट में वे अपनी समाजसेवा के लिए जाने जाते हैं: गौशालाओं की मदद, ज़रूरतमंद मरीज़ों के लिए मुफ़्त सवारी, और त्योहारों व संकट के समय परिवारों की सहायता।",
  ],
  socialText: "उन्हें यहाँ फ़ॉलो करें:",
  mailText: "मालिक को सीधे लिखें:",
  mailLink: "अभी मेल करें",
  achievementsTitle: "उपलब्धियाँ",
  galleryTitle: "गैलरी",
  gallery: [
    { image: "owner/community-service", alt: "समाजसेवा: गौशाला में भोजन वितरण और गायों की देखभाल" },
    { image: "owner/awards", alt: "मालिक को मिले पुरस्कार और पदक" },
    { image: "owner/fleet", alt: `ऑफ़िस के बाहर खड़ी ${business.name} की गाड़ियाँ` },
  ],
};

export const achievements: typeof en.achievements = [
  {
    title: "कम्युनिटी लीडर अवॉर्ड 2023",
    description: "शहर की सेवा के लिए राजकोट के व्यापारी समाज द्वारा सम्मानित।",
  },
  {
    title: "गौसेवा स्वर्ण पदक",
    description: "सालों से स्थानीय गौशालाओं की मदद और गायों की देखभाल के लिए।",
  },
  {
    title: "ह्यूमैनिटी स्टार सम्मान",
    description: "ज़रूरत के समय मरीज़ों और परिवारों को मुफ़्त सवारी देने के लिए।",
  },
  {
    title: "ट्रैवल बिज़नेस एक्सीलेंस सम्मान",
    description: "हज़ारों यात्रियों को सुरक्षित, समय पर और ईमानदार सेवा देने के लिए।",
  },
];
