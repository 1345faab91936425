/**
 * BrowserFingerprintSources: the FingerprintSources port over canvas and WebGL.
 * - canvas(): data URL of a fixed 200×50 drawing; throws when no 2D context exists.
 * - webgl(): renderer, vendor, version and shading-language version joined by '~'; throws without WebGL.
 *   The core turns those throws into empty strings: fingerprinting never shows the user an error.
 */
import type { FingerprintSources } from '../core/ports';

export class BrowserFingerprintSources implements FingerprintSources {
  constructor(private readonly win: Window = window) {}

  canvas(): string {
    const canvas = this.win.document.createElement('canvas');
    canvas.width = 200;
    canvas.height = 50;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas 2D context unavailable');
    // Text, fonts, emoji and blending render slightly differently per GPU, driver and font set.
    context.textBaseline = 'top';
    context.font = '14px Arial';
    context.fillStyle = '#f60';
    context.fillRect(125, 1, 62, 20);
    context.fillStyle = '#069';
    context.fillText('Timbrature 🕒 fingerprint', 2, 15);
    context.fillStyle = 'rgba(102, 204, 0, 0.7)';
    context.fillText('Timbrature 🕒 fingerprint', 4, 17);
    return canvas.toDataURL();
  }

  webgl(): string {
    const canvas = this.win.document.createElement('canvas');
    const gl = (canvas.getContext('webgl') ?? canvas.getContext('experimental-webgl')) as WebGLRenderingContext | null;
    if (!gl) throw new Error('WebGL unavailable');
    return [gl.RENDERER, gl.VENDOR, gl.VERSION, gl.SHADING_LANGUAGE_VERSION]
      .map((parameter) => String(gl.getParameter(parameter) ?? ''))
      .join('~');
  }
}

