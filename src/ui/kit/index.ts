/** The light kit: antd's look without antd, for the screens on the employee's phone path (see kit.css). */
import './kit.css';

export { Button, type ButtonProps } from './button';
export { Card, type CardProps } from './card';
export { Chip, type ChipProps } from './chip';
export { Glyph, type GlyphProps } from './glyph';
export { Notice, type NoticeProps, type NoticeTone } from './notice';
export { Spinner } from './spinner';
