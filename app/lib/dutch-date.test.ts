import { describe, expect, it } from "vitest";
import { formatDutchDate } from "./dutch-date";

describe("formatDutchDate", () => {
  it("writes the day without a leading zero, the month in Dutch and the year", () => {
    expect(formatDutchDate("2025-06-01")).toBe("1 juni 2025");
    expect(formatDutchDate("2026-12-31")).toBe("31 december 2026");
    expect(formatDutchDate("2024-02-29")).toBe("29 februari 2024");
  });

  it("names every month as Intl does for nl-NL", () => {
    const intl = new Intl.DateTimeFormat("nl-NL", { month: "long", timeZone: "UTC" });
    for (let month = 1; month <= 12; month++) {
      const iso = `2025-${String(month).padStart(2, "0")}-15`;
      expect(formatDutchDate(iso)).toBe(`15 ${intl.format(new Date(iso))} 2025`);
    }
  });

  it.each(["2025-6-1", "01-06-2025", "2025-13-01", "2025-02-29", "2025-04-31", "2025-06-00", ""])(
    "refuses %j",
    (iso) => {
      expect(() => formatDutchDate(iso)).toThrow(/not an ISO date/);
    },
  );
});
