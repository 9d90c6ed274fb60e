/** lucide's "loader-circle" icon (lucide-react 1.75.0), written by `npm run icons`. */
import { lucideIcon } from "../lucide-icon";

export default lucideIcon({
  name: "loader-circle",
  aliases: ["loader-2"],
  size: 24,
  node: [["path", { d: "M21 12a9 9 0 1 1-6.219-8.56" }]],
});
