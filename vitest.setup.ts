import "@testing-library/jest-dom/vitest";

// Tests in a jsdom environment see an http: import.meta.url; the content loader
// then needs to be told where the repository is.
process.env.CONTENT_ROOT ??= process.cwd();
