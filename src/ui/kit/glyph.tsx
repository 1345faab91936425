/**
 * An antd icon glyph drawn from its SVG definition (@ant-design/icons-svg, the data behind @ant-design/icons), so a
 * screen without antd shows the same icons as the antd screens without loading the icon library's runtime.
 * Decorative: hidden from assistive technology; the text or aria-label beside it carries the meaning.
 */
import './kit.css';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactNode } from 'react';

export interface GlyphProps {
  icon: IconDefinition;
  className?: string;
  /** Turns continuously (the loading glyph). */
  spin?: boolean;
}

export function Glyph({ icon, className, spin }: GlyphProps) {
  const root = typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  const classes = ['kit-glyph', spin ? 'kit-glyph--spin' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <span className={classes} aria-hidden="true">
      <svg viewBox={root.attrs.viewBox} width="1em" height="1em" fill="currentColor" focusable="false">
        {root.children?.map(drawNode)}
      </svg>
    </span>
  );
}

function drawNode(node: AbstractNode, index: number): ReactNode {
  return createElement(node.tag, { key: index, ...node.attrs }, node.children?.map(drawNode));
}
