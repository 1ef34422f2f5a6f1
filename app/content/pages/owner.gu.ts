/**
 * The owner page's Gujarati words, and the owner's achievements, in the shape of owner.ts.
 */
import { business } from "../business.ts";
import type * as en from "./owner.ts";

export const ownerPage: typeof en.ownerPage = {
  title: `માલિકનો પરિચય | ${business.name}`,
  description: `${business.name}, રાજકોટના માલિકનો પરિચય: સમાજસેવા માટે જાણીતા ટ્રાવેલ ઉદ્યોગસાહસિક, નેતૃત્વ અને માનવતા માટે એવૉર્ડથી સન્માનિત.`,
  role: `સ્થાપક અને માલિક, ${business.name}`,
  portraitAlt: `${business.owner.name}નો ફોટો`,
  bio: [
    `${business.owner.name}એ માત્ર એક ગાડી અને એક સરળ વિચાર સાથે રાજકોટમાં ${business.name}ની શરૂઆત કરી: દરેક મુસાફરને પરિવારના સભ્યની જેમ સાચવવા. આજે કંપની પાસે આખા ગુજરાતમાં દોડતી સેડાન, MPV, વાન અને Tempo Travellerનો કાફલો છે.`,
    "ટ્રાવેલ વ્યવસાય ઉપરાંત, તેઓ રાજકોટમાં તેમના સમાજસેવાના કાર્યો માટે જાણીતા છે: ગૌશાળાઓને સહયોગ, જરૂરિયાતમંદ દર્દીઓ માટે મફત ગાડી સેવા અને તહેવારો તથા મુશ્કેલીના સમયમાં પરિવારોને મદદ.",
  ],
  socialText: "તેમને અહીં ફૉલો કરો:",
  mailText: "માલિકને સીધો ઈ-મેલ લખો:",
  mailLink: "ઈ-મેલ કરો",
  achievementsTitle: "સિદ્ધિઓ",
  galleryTitle: "ફોટો ગૅલેરી",
  gallery: [
    { image: "owner/community-service", alt: "સમાજસેવા: ગૌશાળામાં ભોજન વિતરણ અને ગાયોની સંભાળ" },
    { image: "owner/awards", alt: "માલિકને મળેલા એવૉર્ડ અને મેડલ" },
    { image: "owner/fleet", alt: `ઑફિસની બહાર ${business.name}ની ગાડીઓનો કાફલો` },
  ],
};

export const achievements: typeof en.achievements = [
  {
    title: "સમાજ અગ્રણી એવૉર્ડ 2023",
    description: "શહેરની સેવા બદલ રાજકોટના વેપારી સમાજ દ્વારા સન્માનિત.",
  },
  {
    title: "ગૌસેવા સુવર્ણ ચંદ્રક",
    description: "સ્થાનિક ગૌશાળાઓને વર્ષોથી આપેલા સહયોગ અને ગૌવંશની સંભાળ બદલ.",
  },
  {
    title: "માનવતા સ્ટાર સન્માન",
    description: "જરૂરના સમયે દર્દીઓ અને પરિવારોને મફત ગાડી સેવા આપવા બદલ.",
  },
  {
    title: "ટ્રાવેલ વ્યવસાય શ્રેષ્ઠતા સન્માન",
    description: "હજારો મુસાફરોને સલામત, સમયસર અને પ્રામાણિક સેવા આપવા બદલ.",
  },
];
