/** A turning ring in the primary colour (CSS only), for waits on the screens that load no antd. */
import './kit.css';
export function Spinner({ size = 'large' }: { size?: 'small' | 'large' }) {
  return <span className={`kit-spinner kit-spinner--${size}`} aria-hidden="true" />;
}
