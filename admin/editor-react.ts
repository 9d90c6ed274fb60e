/**
 * The React copy Sveltia CMS renders custom fields and preview templates
 * with. Elements made with another copy of React would not render in its
 * tree, so custom code takes `createElement`, `Component` and the hooks from
 * here.
 */
import type { Component, createElement, useEffect, useState } from "react";

interface EditorReact {
  createElement: typeof createElement;
  Component: typeof Component;
  useState: typeof useState;
  useEffect: typeof useEffect;
}

export function editorReact(purpose: string): EditorReact {
  const react = (globalThis as { __SVELTIA_CMS_REACT__?: EditorReact }).__SVELTIA_CMS_REACT__;
  if (!react) throw new Error(`the editor offers no React ${purpose}`);
  return react;
}
