import RectangleGoggles from "lucide-react/icons/rectangle-goggles";
import Rotate3d from "lucide-react/icons/rotate-3d";
import ScanEye from "lucide-react/icons/scan-eye";
import type { LucideIcon } from "lucide-react";
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
