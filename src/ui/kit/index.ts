/**
 * The light kit: antd's look without antd, for the screens on the employee's phone path (see kit.css).
 * Each component imports the stylesheet itself: the package marks modules without side effects, so a stylesheet
 * imported only here would be dropped with the re-exports.
 */

export { Button } from './button';
export { Card } from './card';
export { Chip } from './chip';
export { Glyph } from './glyph';
export { Notice } from './notice';
export { Spinner } from './spinner';
