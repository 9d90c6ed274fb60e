import RectangleGoggles from "~/components/ui/icons/rectangle-goggles";
import Rotate3d from "~/components/ui/icons/rotate-3d";
import ScanEye from "~/components/ui/icons/scan-eye";
import type { LucideIcon } from "~/components/ui/lucide-icon";
import type { ServiceId } from "~/content/schema";
import { Icon } from "./icon";

/**
 * Each service drawn with the site's line icons (the content's emoji `icon`
 * is not drawn: without a colour-emoji font it shows as an empty box).
 */
const icons: Record<ServiceId, LucideIcon> = {
  "vr-experiences": RectangleGoggles,
  "ar-applications": ScanEye,
  "360-video": Rotate3d,
};

const isServiceId = (id: string): id is ServiceId => Object.hasOwn(icons, id);

/** The service's icon; a service without a page of its own gets the 360° one. */
export function ServiceIcon({ id, className }: { id: string; className?: string }) {
  return <Icon icon={isServiceId(id) ? icons[id] : Rotate3d} className={className} />;
}
