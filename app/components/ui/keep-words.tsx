/** Words of at most this many characters are never split at their hyphen. */
const SHORT_WORD = 16;

/**
 * The text of a heading, a question or a short fact, in which a short
 * hyphenated word ("VR-training", "AR-toepassingen") moves to the next line
 * whole instead of breaking at its hyphen; longer compounds may still break
 * there.
 */
export function KeepWords({ text }: { text: string }) {
  return text.split(/(\s+)/).map((part, index) =>
    part.includes("-") && part.length <= SHORT_WORD ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
