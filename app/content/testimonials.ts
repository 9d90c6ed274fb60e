/** Customer quotes. One exists; do not invent more. */
import { testimonialPortrait } from "./media";
import type { Testimonial } from "./types";

export const testimonials = [
  {
    id: "noordlicht-zorggroep",
    quote:
      "Onze medewerkers oefenen nu lastige gesprekken wanneer het hen uitkomt, zo vaak als nodig. Immersa XR vertaalde onze praktijk in scenario's die echt voelen, en na vier sessies merkten teams al dat ze rustiger reageren. Het project liep strak volgens planning en het team dacht steeds mee over de uitrol op al onze locaties.",
    author: "Marieke Verhoeven",
    company: "Noordlicht Zorggroep",
    image: testimonialPortrait,
  },
] as const satisfies readonly Testimonial[];
