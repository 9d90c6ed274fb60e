/**
 * jsdom has no `matchMedia`: a stub whose queries match as `matches` says
 * (none by default). Undo it with `vi.unstubAllGlobals()`.
 */
import { vi } from "vitest";

export function stubMatchMedia(matches: (query: string) => boolean = () => false): void {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}
