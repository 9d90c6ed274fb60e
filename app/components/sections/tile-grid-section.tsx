import Activity from "~/components/ui/icons/activity";
import Box from "~/components/ui/icons/box";
import Brain from "~/components/ui/icons/brain";
import Camera from "~/components/ui/icons/camera";
import Clipboard from "~/components/ui/icons/clipboard";
import Clock from "~/components/ui/icons/clock";
import Euro from "~/components/ui/icons/euro";
import FilmIcon from "~/components/ui/icons/film";
import Globe from "~/components/ui/icons/globe";
import GraduationCap from "~/components/ui/icons/graduation-cap";
import Headphones from "~/components/ui/icons/headphones";
import Landmark from "~/components/ui/icons/landmark";
import Layers from "~/components/ui/icons/layers";
import Lightbulb from "~/components/ui/icons/lightbulb";
import MessageCircle from "~/components/ui/icons/message-circle";
import PenTool from "~/components/ui/icons/pen-tool";
import Presentation from "~/components/ui/icons/presentation";
import Rocket from "~/components/ui/icons/rocket";
import Shield from "~/components/ui/icons/shield";
import Smartphone from "~/components/ui/icons/smartphone";
import Sparkles from "~/components/ui/icons/sparkles";
import Target from "~/components/ui/icons/target";
import TrendingDown from "~/components/ui/icons/trending-down";
import Users from "~/components/ui/icons/users";
import Wrench from "~/components/ui/icons/wrench";
import Zap from "~/components/ui/icons/zap";
import type { LucideIcon } from "~/components/ui/lucide-icon";
import { Icon } from "~/components/ui/icon";
import { KeepWords } from "~/components/ui/keep-words";
import { Reveal } from "~/features/reveal/reveal";
import { SectionHeading } from "~/components/ui/section-heading";
import { ui } from "~/content";
import type { ServiceTile, TileIconName } from "~/content/schema";
import { cx } from "~/lib/cx";
import { fill } from "~/content/template";
import { Section } from "./section";

const icons: Record<TileIconName, LucideIcon> = {
  zap: Zap,
  sparkles: Sparkles,
  layers: Layers,
  "graduation-cap": GraduationCap,
  activity: Activity,
  "message-circle": MessageCircle,
  presentation: Presentation,
  box: Box,
  smartphone: Smartphone,
  landmark: Landmark,
  wrench: Wrench,
  lightbulb: Lightbulb,
  "pen-tool": PenTool,
  camera: Camera,
  headphones: Headphones,
  film: FilmIcon,
  globe: Globe,
  clipboard: Clipboard,
  rocket: Rocket,
  target: Target,
  shield: Shield,
  "trending-down": TrendingDown,
  brain: Brain,
  users: Users,
  clock: Clock,
  euro: Euro,
};

interface Props {
  id: string;
  heading: string;
  lead?: string;
  tiles: readonly ServiceTile[];
  /** Numbered steps render as an ordered list. */
  numbered?: boolean;
  tone?: "plain" | "raised";
}

/** A heading with a grid of icon tiles, or of numbered steps. */
export function TileGridSection({ id, heading, lead, tiles, numbered = false, tone }: Props) {
  const List = numbered ? "ol" : "ul";
  // Four tiles make one row of four on a wide screen (two rows of two below 1280 px, where
  // four columns would leave each text about 20 characters a line); any other number the
  // standard card grid.
  const grid = tiles.length === 4 ? "grid gap-6 sm:grid-cols-2 xl:grid-cols-4" : "grid-cards";
  return (
    <Section aria-labelledby={id} tone={tone}>
      <SectionHeading id={id} title={heading} lead={lead} />
      <List className={cx("mt-12", grid)}>
        {tiles.map((tile, index) => (
          <li key={tile.title}>
            <Reveal index={index} className="h-full">
              <div className="h-full rounded-2xl border border-line bg-surface/70 p-7">
                <div className="flex items-center gap-3">
                  <span className="flex size-12 items-center justify-center rounded-xl border border-line bg-surface-raised text-accent">
                    <Icon icon={icons[tile.icon]} className="size-6" />
                  </span>
                  {numbered && (
                    <span className="font-display text-sm font-semibold tracking-[0.16em] text-muted uppercase">
                      {fill(ui.step, { number: index + 1 })}
                    </span>
                  )}
                </div>
                <h3 className="mt-5 text-xl font-semibold">
                  <KeepWords text={tile.title} fit />
                </h3>
                <p className="mt-2 text-muted">{tile.text}</p>
              </div>
            </Reveal>
          </li>
        ))}
      </List>
    </Section>
  );
}
