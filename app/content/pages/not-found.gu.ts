/**
 * The not-found page's Gujarati words, in the shape of not-found.ts.
 */
import { business } from "../business.ts";
import type * as en from "./not-found.ts";

export const notFoundPage: typeof en.notFoundPage = {
  title: `પેજ મળ્યું નથી | ${business.name}`,
  description: "આપ જે પેજ શોધી રહ્યા છો તે અહીં નથી. અમારી ગાડીઓ જુઓ અથવા હોમ પેજ પર પાછા જાઓ.",
  heading: "પેજ મળ્યું નથી",
  text: "માફ કરશો, આ સરનામે કોઈ પેજ નથી. કદાચ તે ખસેડાયું હોય અથવા લિંકમાં ટાઇપની ભૂલ હોય.",
  home: "હોમ પેજ પર જાઓ",
  cars: "અમારી ગાડીઓ જુઓ",
};
