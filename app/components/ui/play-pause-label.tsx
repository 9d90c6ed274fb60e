import Pause from "~/components/ui/icons/pause";
import Play from "~/components/ui/icons/play";

/**
 * The inside of a play/pause toggle: the icon and the words for what a press
 * does next ("pause" while playing). The words are shown, or on an icon-only
 * button read by screen readers only.
 */
export function PlayPauseLabel({
  playing,
  labels,
  iconClassName = "size-4",
  textHidden = false,
}: {
  playing: boolean;
  labels: { readonly play: string; readonly pause: string };
  iconClassName?: string;
  textHidden?: boolean;
}) {
  const Icon = playing ? Pause : Play;
  const text = playing ? labels.pause : labels.play;
  return (
    <>
      <Icon aria-hidden="true" className={iconClassName} />
      {textHidden ? <span className="sr-only">{text}</span> : text}
    </>
  );
}
