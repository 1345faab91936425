import { createHash } from 'node:crypto';
import type { FingerprintSources, Sha256, UuidGenerator } from '../../src/core/ports';

/** An iPhone's canvas and WebGL renderings; either can be made to fail, as where the browser offers no context. */
export class FakeFingerprintSources implements FingerprintSources {
  canvasValue: string | Error = 'data:image/png;base64,CANVAS';
  webglValue: string | Error = 'Apple GPU~Apple Inc.~WebGL 1.0~WebGL GLSL ES 1.0';

  canvas(): string {
    if (this.canvasValue instanceof Error) throw this.canvasValue;
    return this.canvasValue;
  }

  webgl(): string {
    if (this.webglValue instanceof Error) throw this.webglValue;
    return this.webglValue;
  }
}

/** A real SHA-256 (node:crypto) that can be made to reject, as when secure hashing is unavailable. */
export class FakeSha256 implements Sha256 {
  failing = false;
  calls = 0;

  async hex(text: string): Promise<string> {
    this.calls++;
    if (this.failing) throw new Error('crypto.subtle unavailable');
    return createHash('sha256').update(text, 'utf8').digest('hex');
  }
}

/** Predictable ids: 'uuid-1', 'uuid-2', … */
export class FakeUuidGenerator implements UuidGenerator {
  private count = 0;

  next(): string {
    return `uuid-${++this.count}`;
  }
}
