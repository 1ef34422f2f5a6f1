/**
 * The cars page's Gujarati words, with the trip planner's, in the shape of cars.ts.
 */
import { business } from "../business.ts";
import type * as en from "./cars.ts";

export const carsPage: typeof en.carsPage = {
  title: `ગાડીઓ અને Tempo Traveller | ${business.name}`,
  description:
    "રાજકોટમાં ડ્રાઇવર સાથે ગાડી ભાડે: Innova Crysta, Ertiga, Dzire, Urbania અને 4 થી 29 મુસાફરો માટે Tempo Traveller. બુકિંગ માટે કૉલ કે WhatsApp કરો.",
  heading: "અમારી ગાડીઓ",
  intro:
    "દરેક ગાડી સાથે તાલીમ પામેલા ડ્રાઇવર મળે છે, જેમની પૂરી ચકાસણી થયેલી છે, અને દરેક પ્રવાસ પહેલાં ગાડી સેનિટાઇઝ કરવામાં આવે છે. ગાડી પસંદ કરો, પછી બુકિંગ માટે અમને કૉલ કરો અથવા WhatsApp પર મેસેજ મોકલો.",
  filterLabel: "મુસાફરોની સંખ્યા પ્રમાણે ગાડીઓ જુઓ",
  filters: ["બધી", "4 સુધી", "5–7", "8–17", "18+"],
  showing: (n: number, total: number) =>
    n === total ? `બધી ${total} ગાડીઓ દેખાય છે` : `${total}માંથી ${n} ગાડીઓ દેખાય છે`,
  planJump: "આપનો પ્રવાસ પ્લાન કરો",
  planner: {
    title: "આપનો પ્રવાસ પ્લાન કરો",
    intro: "આપના પ્રવાસની વિગત ભરો અને એક જ મેસેજમાં WhatsApp પર અમને મોકલો. અમે ભાડું જણાવીશું.",
    pickup: "પિક-અપ સ્થળ",
    drop: "ડ્રોપ સ્થળ",
    tripType: "પ્રવાસનો પ્રકાર",
    oneWay: "એક તરફી",
    roundTrip: "આવવા-જવાનું",
    date: "પ્રવાસની તારીખ",
    returnDate: "પરત ફરવાની તારીખ",
    time: "પિક-અપ સમય",
    passengers: "મુસાફરો",
    car: "ગાડી",
    anyCar: "કોઈ પણ ગાડી",
    name: "આપનું નામ",
    nameLine: "નામ",
    optional: "વૈકલ્પિક",
    send: "WhatsApp પર મોકલો",
    call: "કૉલ\u00a0કરો",
    privacy: "આપ જાતે મોકલો તે WhatsApp મેસેજ સિવાય કોઈ માહિતી ક્યાંય મોકલાતી નથી.",
    noScript: "આપના પ્રવાસની વિગત WhatsApp પર મોકલો અથવા અમને કૉલ કરો: અમે ભાડું જણાવીશું.",
    errors: {
      pickupMissing: "પિક-અપ સ્થળ લખો.",
      dropMissing: "ડ્રોપ સ્થળ લખો.",
      tooLong: (max: number) => `વધુમાં વધુ ${max} અક્ષર લખો.`,
      dateMissing: "પ્રવાસની તારીખ પસંદ કરો.",
      datePast: "પ્રવાસની તારીખ આજ પહેલાંની ન હોઈ શકે.",
      returnMissing: "પરત ફરવાની તારીખ પસંદ કરો.",
      returnBeforeDate: "પરત ફરવાની તારીખ પ્રવાસની તારીખ પહેલાંની ન હોઈ શકે.",
      passengersMissing: "મુસાફરોની સંખ્યા લખો.",
      passengersWhole: "મુસાફરોની સંખ્યા 1 થી 60 વચ્ચે, પૂર્ણ અંકમાં લખો.",
      passengersTooMany: "60થી વધુ મુસાફરો માટે કૃપા કરીને અમને કૉલ કરો: અમે એકથી વધુ ગાડીઓની વ્યવસ્થા કરી આપીશું.",
    },
    greeting: `નમસ્તે ${business.name}, કૃપા કરીને આ પ્રવાસનું ભાડું જણાવશો:`,
    closing: "આભાર.",
  },
};

/** The words on a car card. */
export const carCard: typeof en.carCard = {
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
};
