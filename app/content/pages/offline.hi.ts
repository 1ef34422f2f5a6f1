/**
 * The offline page's Hindi words, in the shape of offline.ts.
 */
import type * as en from "./offline.ts";
import { business } from "../business.ts";

export const offlinePage: typeof en.offlinePage = {
  title: `आप ऑफ़लाइन हैं | ${business.name}`,
  heading: "आप ऑफ़लाइन हैं",
  text: "यह पेज अभी आपके फ़ोन में सेव नहीं है। हमारी फ़ोन लाइन बिना इंटरनेट के भी चलती है: गाड़ी बुक करने के लिए हमें कॉल करें।",
  call: "अभी\u00a0कॉल\u00a0करें",
  hours: "हर दिन सुबह 6:00 से रात 11:00 बजे तक। इमरजेंसी यात्रा के लिए कॉल: 24/7।",
  retry: "फिर से कोशिश करें",
};
