/** lucide's "chevron-left" icon (lucide-react 1.75.0), written by `npm run icons`. */
import { lucideIcon } from "../lucide-icon";

export default lucideIcon({
  name: "chevron-left",
  aliases: [],
  size: 24,
  node: [["path", { d: "m15 18-6-6 6-6" }]],
});
