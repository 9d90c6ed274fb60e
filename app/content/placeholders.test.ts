import { describe, expect, it } from "vitest";
import { unknownPlaceholder } from "./placeholders";

describe("a placeholder the site does not know", () => {
  const templates = new Map([
    ["phone", "040 123 45 67"],
    ["email", "info@example.nl"],
  ]);
  const { message, nl } = unknownPlaceholder("{telefoon}", templates);

  it("is named to the editor with the details any text can use, not the names one page fills", () => {
    expect(nl).toBe(
      "De site kent {telefoon} niet. Elke tekst kan gebruiken: {phone}, {email}; wat een veld daarnaast invult, staat bij het veld.",
    );
  });

  it("is named to the build with every placeholder there is", () => {
    expect(message).toMatch(
      /^unknown placeholder \{telefoon\} \(known: \{phone\}, \{email\}, \{sector\}, /,
    );
  });
});
