/**
 * The light kit: antd's look without antd, for the screens on the employee's phone path (see kit.css).
 * Each component imports the stylesheet itself: the package marks modules without side effects, so a stylesheet
 * imported only here would be dropped with the re-exports.
 */

export { Button, type ButtonProps } from './button';
export { Card, type CardProps } from './card';
export { Chip, type ChipProps } from './chip';
export { Glyph, type GlyphProps } from './glyph';
export { Notice, type NoticeProps, type NoticeTone } from './notice';
export { Spinner } from './spinner';
