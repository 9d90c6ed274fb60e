/** A link inside running text: accent coloured and underlined, ink on hover. */
export const textLinkClass = "text-accent underline underline-offset-4 hover:text-ink";
